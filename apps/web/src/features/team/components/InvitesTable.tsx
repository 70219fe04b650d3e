import { UserAddOutlined } from '@ant-design/icons';
import type { InviteStatus } from '@paydeck/contract/roles';
import { Button, Flex, Popconfirm, Space, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TableColumns, timeColumn } from '../../../components/columns.ts';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { ServerTable } from '../../../components/ServerTable.tsx';
import { useAccess } from '../../../lib/access.ts';
import { announce } from '../../../lib/feedback.ts';
import { useUrlPaging } from '../../../lib/url-paging.ts';
import { useDeleteInvitation } from '../api/delete-invitation.ts';
import { type TeamInvitation, useInvitations } from '../api/get-invitations.ts';
import { useResendInvitation } from '../api/resend-invitation.ts';
import { RoleTags } from './RoleTags.tsx';

// The form, its inputs and the modal load when the invite button is first used, not with the list.
const InviteMemberModal = lazy(() =>
  import('./InviteMemberModal.tsx').then((module) => ({ default: module.InviteMemberModal })),
);

/** Spec §4 colours: amber while pending, green once accepted, grey when expired. */
const statusColors: Record<InviteStatus, string> = { inviting: 'gold', accepted: 'green', expired: 'default' };

export type InvitesTableProps = { accountId: string };

/**
 * Spec §3 invites: email, role, status, time invited (in the user's time zone). Invite, resend and
 * delete show only with their access flags (spec §6, off on a disabled account); an accepted
 * invitation has nothing left to resend or delete.
 */
export const InvitesTable = ({ accountId }: InvitesTableProps) => {
  const { t } = useTranslation('team');
  const { paging, setPaging } = useUrlPaging();
  const invitations = useInvitations(accountId, paging);
  const flags = useAccess().data?.invites.flags ?? {};
  const resend = useResendInvitation(accountId);
  const remove = useDeleteInvitation(accountId);
  const [inviting, setInviting] = useState(false);
  const canInvite = flags.can_invite_member === true;
  const canResend = flags.can_invite_resend_email === true;
  const canDelete = flags.can_delete_invitation === true;

  // Refusals are announced by the error policy; the row's button or confirmation just settles.
  const resendTo = (invitation: TeamInvitation) =>
    resend.mutate(invitation.id, {
      onSuccess: () =>
        announce((feedback) => feedback.message.success(t('invites.resent', { email: invitation.email }))),
    });
  const confirmDelete = (invitation: TeamInvitation) =>
    remove.mutateAsync(invitation.id).then(
      () => announce((feedback) => feedback.message.success(t('invites.deleted', { email: invitation.email }))),
      () => undefined,
    );

  const columns: TableColumns<TeamInvitation> = [
    { key: 'email', title: t('invites.email'), dataIndex: 'email' },
    {
      key: 'role',
      title: t('invites.role'),
      dataIndex: 'roles',
      render: (roles: TeamInvitation['roles']) => <RoleTags roles={roles} />,
    },
    {
      key: 'status',
      title: t('invites.status'),
      dataIndex: 'status',
      width: 120,
      render: (status: InviteStatus) => <Tag color={statusColors[status]}>{t(`invites.statuses.${status}`)}</Tag>,
    },
    timeColumn(t('invites.timeInvited'), (row) => row.timeCreated, { key: 'timeInvited', width: 190 }),
    { key: 'invitedBy', title: t('invites.invitedBy'), dataIndex: 'invitedByEmail', responsive: ['lg'] },
  ];
  if (canResend || canDelete) {
    columns.push({
      key: 'actions',
      title: t('actions'),
      width: 200,
      render: (_value, invitation) =>
        invitation.status === 'accepted' ? null : (
          <Space size={0}>
            {canResend && (
              <Button
                type="link"
                size="small"
                loading={resend.isPending && resend.variables === invitation.id}
                onClick={() => resendTo(invitation)}
              >
                {t('invites.resend')}
              </Button>
            )}
            {canDelete && (
              <Popconfirm
                title={t('invites.deleteTitle', { email: invitation.email })}
                description={<div style={{ maxWidth: 320 }}>{t('invites.deleteDescription')}</div>}
                okText={t('invites.delete')}
                okButtonProps={{ danger: true }}
                cancelText={t('actions.cancel', { ns: 'common' })}
                onConfirm={() => confirmDelete(invitation)}
              >
                <Button type="link" size="small" danger>
                  {t('invites.delete')}
                </Button>
              </Popconfirm>
            )}
          </Space>
        ),
    });
  }

  return (
    <>
      {canInvite && (
        <Flex justify="end" style={{ marginBottom: 16 }}>
          <Button type="primary" icon={<UserAddOutlined />} onClick={() => setInviting(true)}>
            {t('invites.invite')}
          </Button>
        </Flex>
      )}
      {invitations.isError && !invitations.data ? (
        <LoadFailed
          title={t('invites.loadFailed')}
          error={invitations.error}
          onRetry={() => void invitations.refetch()}
        />
      ) : (
        <ServerTable
          columns={columns}
          page={invitations.data}
          loading={invitations.isFetching}
          paging={paging}
          onPage={setPaging}
          empty={t('invites.empty')}
          scroll={{ x: 860 }}
        />
      )}
      {inviting && (
        <Suspense fallback={null}>
          <InviteMemberModal accountId={accountId} onClose={() => setInviting(false)} />
        </Suspense>
      )}
    </>
  );
};
