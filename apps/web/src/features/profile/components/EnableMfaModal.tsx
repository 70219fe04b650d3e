import { Alert, Button, Form, Modal, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { clearOtp, OtpField } from '../../../components/OtpField.tsx';
import { failureMessage } from '../../../lib/error-policy.ts';
import { announce } from '../../../lib/feedback.ts';
import { useEnableMfa } from '../api/enable-mfa.ts';
import { useMfaQrCode } from '../api/get-mfa-qrcode.ts';

export type EnableMfaModalProps = { open: boolean; onClose: () => void };

/** Spec §4: 2FA is turned on by scanning a QR code and entering a six-digit code. */
export const EnableMfaModal = ({ open, onClose }: EnableMfaModalProps) => {
  const { t } = useTranslation('profile');
  const qrCode = useMfaQrCode(open);
  const enable = useEnableMfa();
  const [form] = Form.useForm<{ otp: string }>();

  const close = () => {
    enable.reset();
    onClose();
  };
  const submit = ({ otp }: { otp: string }) =>
    enable.mutate(
      { otp },
      {
        onSuccess: () => {
          announce((feedback) => feedback.message.success(t('mfa.enabled')));
          close();
        },
        // A wrong code: clear the cells for the next one.
        onError: () => clearOtp(form),
      },
    );

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
        <Form form={form} layout="vertical" requiredMark={false} onFinish={submit}>
          {enable.error && (
            <Alert
              type="error"
              showIcon
              title={failureMessage(enable.error, t('mfa.enableFailed'))}
              style={{ marginBottom: 16 }}
            />
          )}
          <OtpField label={t('mfa.code')} autoFocus onComplete={() => form.submit()} />
          <Button type="primary" htmlType="submit" block loading={enable.isPending}>
            {t('mfa.verifyAndEnable')}
          </Button>
        </Form>
      </>
    );
  }

  return (
    <Modal open={open} title={t('mfa.enableTitle')} onCancel={close} footer={null} destroyOnHidden width={560}>
      {body}
    </Modal>
  );
};
