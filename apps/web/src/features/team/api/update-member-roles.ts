import type { Member, UserRolesBody } from '@paydeck/contract/team';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Camelize } from '../../../lib/casing.ts';
import { useInvalidate } from '../../../lib/query-effects.ts';

export const updateMemberRoles = (body: Camelize<UserRolesBody>) => api.put<Member>('/v1/user_roles', { body });

/** The roles form shows a refusal itself. */
export const useUpdateMemberRoles = (accountId: string) =>
  useMutation({
    mutationFn: updateMemberRoles,
    onSuccess: useInvalidate('membersChanged', accountId),
    meta: { errorMode: 'silent' },
  });
