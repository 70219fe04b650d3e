import { assignableRoles } from '@paydeck/contract/roles';
import { isValidMemberRoles } from '@paydeck/contract/team-rules';
import { Alert, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/Select.tsx';
import { failureMessage } from '../../../lib/error-policy.ts';
import { announce } from '../../../lib/feedback.ts';
import type { TeamMember } from '../api/get-members.ts';
import { useUpdateMemberRoles } from '../api/update-member-roles.ts';
import { useRoleTexts } from './role-names.ts';

type RolesValues = { roles: string[] };

export type MemberRolesModalProps = { accountId: string; member: TeamMember; onClose: () => void };

/** Spec §5/§6: the form labelled 'Roles' — one or more built-in roles, the contract's rule. */
export const MemberRolesModal = ({ accountId, member, onClose }: MemberRolesModalProps) => {
  const { t } = useTranslation('team');
  const { nameOf } = useRoleTexts();
  const [form] = Form.useForm<RolesValues>();
  const update = useUpdateMemberRoles(accountId);

  const submit = ({ roles }: RolesValues) =>
    update.mutate(
      { userId: member.userId, roles: assignableRoles.filter((role) => roles.includes(role)) },
      {
        onSuccess: () => {
          announce((feedback) => feedback.message.success(t('rolesForm.saved', { email: member.email })));
          onClose();
        },
      },
    );

  return (
    <Modal
      open
      title={t('rolesForm.title', { email: member.email })}
      okText={t('rolesForm.submit')}
      cancelText={t('actions.cancel', { ns: 'common' })}
      okButtonProps={{ loading: update.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {update.isError && (
        <Alert
          type="error"
          showIcon
          title={failureMessage(update.error, t('rolesForm.failed'))}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form<RolesValues>
        form={form}
        layout="vertical"
        initialValues={{ roles: member.roles.filter((role) => role !== 'owner') }}
        onFinish={submit}
      >
        <Form.Item
          name="roles"
          label={t('rolesForm.label')}
          extra={t('rolesForm.help')}
          rules={[
            {
              validator: async (_rule, value: unknown) => {
                if (!Array.isArray(value) || !isValidMemberRoles(value)) throw new Error(t('rolesForm.required'));
              },
            },
          ]}
          required
        >
          <Select
            mode="multiple"
            allowClear
            placeholder={t('rolesForm.placeholder')}
            options={assignableRoles.map((role) => ({ value: role, label: nameOf(role) }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
};
