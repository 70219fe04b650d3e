export const shopName = 'Shop';
