import { sessionCount } from '../../plugins/auth.ts';

export const orderRoutes = () => sessionCount();
