import { stockRows } from '../stock/stock.repository.ts';
import { stockLevel } from '../stock/stock.service.ts';

export const orderCount = () => stockRows().length;
export const canOrder = () => stockLevel() > 0;
