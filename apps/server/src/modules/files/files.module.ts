import type { ServerModule } from '../../server-module.ts';
import { fileRoutes } from './files.routes.ts';

export const filesModule: ServerModule = {
  tags: [{ name: 'files', description: 'Files uploaded for the merchant’s records, such as dispute evidence.' }],
  routes: ({ ctx }) => [fileRoutes(ctx)],
};
