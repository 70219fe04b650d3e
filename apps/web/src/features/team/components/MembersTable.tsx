import { Button, Popconfirm, Space, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TableColumns, timeColumn } from '../../../components/columns.ts';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { ServerTable } from '../../../components/ServerTable.tsx';
import { useAccess } from '../../../lib/access.ts';
import { announce } from '../../../lib/feedback.ts';
import { useUrlPaging } from '../../../lib/url-paging.ts';
import { type TeamMember, useMembers } from '../api/get-members.ts';
import { useRemoveMember } from '../api/remove-member.ts';
import { RoleTags } from './RoleTags.tsx';

type MemberStatus = TeamMember['status'];

/** Spec §4 colours: green for a working member, red for a banned one. */
// The form, its select and the modal (~40 KB gzip) load when a member is first edited, not with the list.
const MemberRolesModal = lazy(() =>
  import('./MemberRolesModal.tsx').then((module) => ({ default: module.MemberRolesModal })),
);

const statusColors: Record<MemberStatus, string> = { normal: 'green', banned: 'red' };

export type MembersTableProps = { accountId: string };

/**
 * Spec §3 members: email, roles (several), status; the owner is marked and has no actions.
 * Modify roles and remove show only with their access flags (spec §6, off on a disabled account).
 */
export const MembersTable = ({ accountId }: MembersTableProps) => {
  const { t } = useTranslation('team');
  const { paging, setPaging } = useUrlPaging();
  const members = useMembers(accountId, paging);
  const flags = useAccess().data?.members.flags ?? {};
  const remove = useRemoveMember(accountId);
  const [editing, setEditing] = useState<TeamMember | null>(null);
  const canEdit = flags.can_update === true;
  const canRemove = flags.can_delete_member === true;

  if (members.isError && !members.data) {
    return <LoadFailed title={t('members.loadFailed')} error={members.error} onRetry={() => void members.refetch()} />;
  }

  // A refusal is announced by the error policy; the confirmation just closes.
  const confirmRemove = (member: TeamMember) =>
    remove.mutateAsync(member.userId).then(
      () => announce((feedback) => feedback.message.success(t('members.removed', { email: member.email }))),
      () => undefined,
    );

  const columns: TableColumns<TeamMember> = [
    {
      key: 'email',
      title: t('members.email'),
      dataIndex: 'email',
      render: (email: string, member) => (
        <Space size={8} wrap>
          <span>{email}</span>
          {member.isOwner && <Tag color="gold">{t('members.owner')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'roles',
      title: t('members.roles'),
      dataIndex: 'roles',
      render: (roles: TeamMember['roles']) => <RoleTags roles={roles} />,
    },
    {
      key: 'status',
      title: t('members.status'),
      dataIndex: 'status',
      width: 120,
      render: (status: MemberStatus) => <Tag color={statusColors[status]}>{t(`members.statuses.${status}`)}</Tag>,
    },
    timeColumn(t('members.timeJoined'), (row) => row.timeJoined, { key: 'timeJoined', width: 190 }),
  ];
  if (canEdit || canRemove) {
    columns.push({
      key: 'actions',
      title: t('actions'),
      width: 200,
      render: (_value, member) =>
        member.isOwner ? null : (
          <Space size={0}>
            {canEdit && (
              <Button type="link" size="small" onClick={() => setEditing(member)}>
                {t('members.modifyRoles')}
              </Button>
            )}
            {canRemove && (
              <Popconfirm
                title={t('members.removeTitle', { email: member.email })}
                description={<div style={{ maxWidth: 320 }}>{t('members.removeDescription')}</div>}
                okText={t('members.remove')}
                okButtonProps={{ danger: true }}
                cancelText={t('actions.cancel', { ns: 'common' })}
                onConfirm={() => confirmRemove(member)}
              >
                <Button type="link" size="small" danger>
                  {t('members.remove')}
                </Button>
              </Popconfirm>
            )}
          </Space>
        ),
    });
  }

  return (
    <>
      <ServerTable
        rowKey="userId"
        columns={columns}
        page={members.data}
        loading={members.isFetching}
        paging={paging}
        onPage={setPaging}
        empty={t('members.empty')}
        scroll={{ x: 760 }}
      />
      {editing && (
        <Suspense fallback={null}>
          <MemberRolesModal accountId={accountId} member={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </>
  );
};
