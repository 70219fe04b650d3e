export const stockRows = () => [];
