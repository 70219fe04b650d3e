import type { ServerModule } from '../../server-module.ts';
import { invitationRoutes } from './invitations.routes.ts';
import { inviteRoutes } from './invites.routes.ts';
import { memberRoutes } from './members.routes.ts';
import { roleRoutes } from './roles.routes.ts';

export const teamModule: ServerModule = {
  tags: [{ name: 'team', description: 'Team members, invitations and roles.' }],
  routes: ({ ctx }) => [invitationRoutes(ctx), memberRoutes(ctx), inviteRoutes(ctx), roleRoutes],
};
