import { canOrder } from '../modules/orders/orders.service.ts';

export const mailable = () => canOrder();
