import { MailOutlined } from '@ant-design/icons';
import { isValidEmail } from '@paydeck/contract/email';
import { type AssignableRole, assignableRoles } from '@paydeck/contract/roles';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/Select.tsx';
import { failureMessage } from '../../../lib/error-policy.ts';
import { announce } from '../../../lib/feedback.ts';
import { contractRule } from '../../../lib/form-rules.ts';
import { useInviteMember } from '../api/invite-member.ts';
import { useRoleTexts } from './role-names.ts';

type InviteValues = { email: string; role: AssignableRole };

export type InviteMemberModalProps = { accountId: string; onClose: () => void };

/**
 * Spec §5 invite: email (the contract's rule) and role, both required. The chosen role's
 * description shows under it; a refusal (already a member…) is the server's words in the form.
 */
export const InviteMemberModal = ({ accountId, onClose }: InviteMemberModalProps) => {
  const { t } = useTranslation('team');
  const { nameOf, descriptionOf } = useRoleTexts();
  const [form] = Form.useForm<InviteValues>();
  const role = Form.useWatch('role', form);
  const invite = useInviteMember(accountId);

  const submit = (values: InviteValues) =>
    invite.mutate(values, {
      onSuccess: () => {
        announce((feedback) => feedback.message.success(t('inviteForm.sent', { email: values.email })));
        onClose();
      },
    });

  return (
    <Modal
      open
      title={t('inviteForm.title')}
      okText={t('inviteForm.submit')}
      cancelText={t('actions.cancel', { ns: 'common' })}
      okButtonProps={{ loading: invite.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('inviteForm.intro')}</Typography.Paragraph>
      {invite.isError && (
        <Alert
          type="error"
          showIcon
          title={failureMessage(invite.error, t('inviteForm.failed'))}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form<InviteValues> form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="email"
          label={t('inviteForm.email')}
          normalize={(value: string) => value.trim()}
          rules={[
            { required: true, message: t('inviteForm.emailRequired') },
            contractRule(isValidEmail, t('inviteForm.emailInvalid')),
          ]}
        >
          <Input prefix={<MailOutlined />} autoComplete="off" inputMode="email" />
        </Form.Item>
        <Form.Item
          name="role"
          label={t('inviteForm.role')}
          extra={role ? descriptionOf(role) : undefined}
          rules={[{ required: true, message: t('inviteForm.roleRequired') }]}
        >
          <Select
            placeholder={t('inviteForm.rolePlaceholder')}
            options={assignableRoles.map((value) => ({ value, label: nameOf(value) }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
};
