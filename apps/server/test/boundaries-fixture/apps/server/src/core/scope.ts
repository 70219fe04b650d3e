import { stockLevel } from '../modules/stock/stock.service.ts';

export const scopeOf = () => ({ level: stockLevel() });
