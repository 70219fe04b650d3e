import type { ServerModule } from '../../server-module.ts';
import { ticketRoutes } from './tickets.routes.ts';

export const ticketsModule: ServerModule = {
  tags: [{ name: 'tickets', description: 'Support tickets of the current account: raise, follow and answer them.' }],
  routes: ({ ctx }) => [ticketRoutes(ctx)],
};
