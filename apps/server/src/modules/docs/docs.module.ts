import type { ServerModule } from '../../server-module.ts';
import { docsRoutes } from './docs.routes.ts';

export const docsModule: ServerModule = {
  tags: [],
  routes: () => [docsRoutes],
};
