import type { ServerModule } from '../../server-module.ts';
import { messageRoutes } from './messages.routes.ts';

export const messagesModule: ServerModule = {
  tags: [{ name: 'messages', description: 'Announcements to the current account, read and unread (the header bell).' }],
  routes: ({ ctx }) => [messageRoutes(ctx)],
};
