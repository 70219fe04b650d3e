import { LockOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../components/NewPasswordFields.tsx';
import { failureMessage } from '../../../lib/error-policy.ts';
import { announce } from '../../../lib/feedback.ts';
import { useChangePassword } from '../api/change-password.ts';

type ChangePasswordValues = { oldPassword: string; password: string; confirm: string };

/** Spec §5: the current password, then a new one under the password policy, confirmed. */
export const ChangePasswordCard = () => {
  const { t } = useTranslation('profile');
  const [form] = Form.useForm<ChangePasswordValues>();
  const change = useChangePassword();
  const submit = ({ oldPassword, password }: ChangePasswordValues) =>
    change.mutate(
      { oldPassword, password },
      {
        onSuccess: () => {
          form.resetFields();
          announce((feedback) => feedback.message.success(t('password.changed')));
        },
      },
    );
  return (
    <Card title={t('password.title')}>
      <Form<ChangePasswordValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        style={{ maxWidth: 420 }}
      >
        {change.error && (
          <Alert
            type="error"
            showIcon
            title={failureMessage(change.error, t('password.failed'))}
            style={{ marginBottom: 16 }}
          />
        )}
        <Form.Item
          name="oldPassword"
          label={t('password.old')}
          rules={[{ required: true, message: t('password.oldRequired') }]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields label={t('password.new')} confirmLabel={t('password.confirmNew')} />
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {t('password.submit')}
        </Button>
      </Form>
      <p style={{ margin: '12px 0 0', opacity: 0.65 }}>{t('password.othersSignedOut')}</p>
    </Card>
  );
};
