import { orderCount } from '../orders/orders.service.ts';
import { stockRows } from './stock.repository.ts';

export const stockLevel = () => stockRows().length + orderCount();
