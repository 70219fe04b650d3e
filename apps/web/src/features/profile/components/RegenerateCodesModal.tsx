import { LockOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/error-policy.ts';
import { useRegenerateRecoveryCodes } from '../api/recovery-codes.ts';
import { RecoveryCodesModal } from './RecoveryCodesPanel.tsx';

export type RegenerateCodesModalProps = { email: string; onClose: () => void };

/** New recovery codes, with the password; the new ones are shown once and the old ones stop working. */
export const RegenerateCodesModal = ({ email, onClose }: RegenerateCodesModalProps) => {
  const { t } = useTranslation('profile');
  const regenerate = useRegenerateRecoveryCodes();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [form] = Form.useForm<{ password: string }>();

  const submit = ({ password }: { password: string }) =>
    regenerate.mutate(
      { password },
      {
        onSuccess: (result) => setCodes(result.recoveryCodes),
        onError: () => form.setFieldValue('password', ''),
      },
    );

  return (
    <RecoveryCodesModal title={t('mfa.regenerateTitle')} codes={codes} email={email} onClose={onClose}>
      <Form name="mfa-regenerate" form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        <p style={{ margin: '0 0 16px' }}>{t('mfa.regenerateHint')}</p>
        {regenerate.error && (
          <Alert
            type="error"
            showIcon
            title={failureMessage(regenerate.error, t('mfa.regenerateFailed'))}
            style={{ marginBottom: 16 }}
          />
        )}
        <Form.Item
          name="password"
          label={t('mfa.password')}
          rules={[{ required: true, message: t('mfa.passwordRequired') }]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={regenerate.isPending}>
          {t('mfa.regenerateSubmit')}
        </Button>
      </Form>
    </RecoveryCodesModal>
  );
};
