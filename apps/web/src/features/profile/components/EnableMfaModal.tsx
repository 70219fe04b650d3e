import { LockOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearOtp, OtpField } from '../../../components/OtpField.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { failureMessage } from '../../../lib/error-policy.ts';
import { announce } from '../../../lib/feedback.ts';
import { useEnableMfa } from '../api/enable-mfa.ts';
import { useMfaQrCode } from '../api/get-mfa-qrcode.ts';
import { RecoveryCodesModal } from './RecoveryCodesPanel.tsx';

export type EnableMfaModalProps = { email: string; onClose: () => void };

type EnableValues = { password: string; otp: string };

/**
 * Spec §4: 2FA is turned on by scanning a QR code and entering a six-digit code, with the
 * password (a signed-in session alone can't bind an authenticator); then the ten recovery codes
 * are shown, once.
 */
export const EnableMfaModal = ({ email, onClose }: EnableMfaModalProps) => {
  const { t } = useTranslation('profile');
  // Once the codes are shown, the set-up secret is no longer needed (nor asked for again).
  const [codes, setCodes] = useState<string[] | null>(null);
  const qrCode = useMfaQrCode(codes === null);
  const enable = useEnableMfa();
  const [form] = Form.useForm<EnableValues>();

  const submit = (values: EnableValues) =>
    enable.mutate(values, {
      onSuccess: (result) => {
        announce((feedback) => feedback.message.success(t('mfa.enabled')));
        setCodes(result.recoveryCodes);
      },
      onError: (error) => {
        // A wrong password: type it again; a wrong code: clear the cells for the next one.
        if (error instanceof ApiError && error.code === 'password_incorrect') form.setFieldValue('password', '');
        else clearOtp(form);
      },
    });

  let body = (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
      <Spin />
    </div>
  );
  if (qrCode.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('mfa.qrFailed')}
        description={failureMessage(qrCode.error, t('mfa.qrFailedHint'))}
        action={
          <Button size="small" onClick={() => void qrCode.refetch()}>
            {t('actions.retry', { ns: 'common' })}
          </Button>
        }
      />
    );
  } else if (qrCode.data) {
    body = (
      <>
        <ol style={{ paddingInlineStart: 20, margin: '0 0 16px' }}>
          <li>{t('mfa.step1')}</li>
          <li>{t('mfa.step2')}</li>
          <li>{t('mfa.step3')}</li>
        </ol>
        <div style={{ textAlign: 'center' }}>
          <img src={qrCode.data.qrcode} alt={t('mfa.qrAlt')} width={200} height={200} />
        </div>
        <p style={{ textAlign: 'center', margin: '8px 0 16px' }}>
          {t('mfa.secret')}{' '}
          <Typography.Text code copyable>
            {qrCode.data.secret}
          </Typography.Text>
        </p>
        <Form<EnableValues> name="mfa-enable" form={form} layout="vertical" requiredMark={false} onFinish={submit}>
          {enable.error && (
            <Alert
              type="error"
              showIcon
              title={failureMessage(enable.error, t('mfa.enableFailed'))}
              style={{ marginBottom: 16 }}
            />
          )}
          <OtpField label={t('mfa.code')} autoFocus onComplete={() => form.submit()} />
          <Form.Item
            name="password"
            label={t('mfa.password')}
            rules={[{ required: true, message: t('mfa.passwordRequired') }]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={enable.isPending}>
            {t('mfa.verifyAndEnable')}
          </Button>
        </Form>
      </>
    );
  }

  return (
    <RecoveryCodesModal title={t('mfa.enableTitle')} codes={codes} email={email} onClose={onClose}>
      {body}
    </RecoveryCodesModal>
  );
};
