import { Alert, Button, Form, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearOtp, OtpField } from '../../../components/OtpField.tsx';
import { RecoveryCodeField } from '../../../components/RecoveryCodeField.tsx';
import { failureMessage } from '../../../lib/error-policy.ts';
import { announce } from '../../../lib/feedback.ts';
import { useDisableMfa } from '../api/disable-mfa.ts';

export type DisableMfaModalProps = { onClose: () => void };

type DisableValues = { otp?: string; recoveryCode?: string };

/**
 * Turning 2FA off is confirmed with a current code from the authenticator or, when it is lost, a
 * recovery code: a signed-in session alone can't turn it off.
 */
export const DisableMfaModal = ({ onClose }: DisableMfaModalProps) => {
  const { t } = useTranslation('profile');
  const [method, setMethod] = useState<'otp' | 'recoveryCode'>('otp');
  const disable = useDisableMfa();
  const [form] = Form.useForm<DisableValues>();

  const submit = (values: DisableValues) =>
    disable.mutate(method === 'otp' ? { otp: values.otp } : { recoveryCode: values.recoveryCode }, {
      onSuccess: () => {
        announce((feedback) => feedback.message.success(t('mfa.disabled')));
        onClose();
      },
      onError: () => {
        if (method === 'otp') clearOtp(form);
        else form.setFieldValue('recoveryCode', '');
      },
    });

  return (
    <Modal open title={t('mfa.disableTitle')} onCancel={onClose} footer={null} width={480}>
      <p style={{ margin: '0 0 16px' }}>{t('mfa.disableConfirm')}</p>
      <Form<DisableValues> name="mfa-disable" form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        {disable.error && (
          <Alert
            type="error"
            showIcon
            title={failureMessage(disable.error, t('mfa.disableFailed'))}
            style={{ marginBottom: 16 }}
          />
        )}
        <Form.Item label={t('mfa.disableWith')}>
          <Radio.Group
            optionType="button"
            value={method}
            onChange={(event) => {
              setMethod(event.target.value);
              disable.reset();
            }}
            options={[
              { value: 'otp', label: t('mfa.withCode') },
              { value: 'recoveryCode', label: t('mfa.withRecoveryCode') },
            ]}
          />
        </Form.Item>
        {method === 'otp' ? (
          <OtpField label={t('mfa.code')} autoFocus />
        ) : (
          <RecoveryCodeField label={t('mfa.recoveryCode')} requiredMessage={t('mfa.recoveryCodeRequired')} />
        )}
        <Button danger type="primary" htmlType="submit" block loading={disable.isPending}>
          {t('mfa.disableSubmit')}
        </Button>
      </Form>
    </Modal>
  );
};
