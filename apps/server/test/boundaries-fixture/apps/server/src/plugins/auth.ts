import { orderCount } from '../modules/orders/orders.service.ts';

export const sessionCount = () => orderCount();
