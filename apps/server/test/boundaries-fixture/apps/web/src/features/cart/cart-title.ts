import { shopName } from '../shop/shop-name.ts';

export const cartTitle = `${shopName} cart`;
