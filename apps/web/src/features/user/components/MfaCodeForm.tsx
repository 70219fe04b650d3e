import { Alert, Button, Form } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearOtp, OtpField } from '../../../components/OtpField.tsx';
import { RecoveryCodeField } from '../../../components/RecoveryCodeField.tsx';

/** What the second step sends: the authenticator's code, or one of the recovery codes. */
export type SecondFactor = { otp: string } | { recoveryCode: string };

export type MfaCodeFormProps = {
  onSubmit: (factor: SecondFactor) => void;
  onBack: () => void;
  submitting: boolean;
  errorMessage: string | null;
  /** Changes with every submission, so each refused code is cleared (even with the same message). */
  attempt: number;
};

type CodeValues = { otp?: string; recoveryCode?: string };

/**
 * The second step of signing in: the six-digit code from the authenticator app or, with the
 * toggle, a recovery code instead.
 */
export const MfaCodeForm = ({ onSubmit, onBack, submitting, errorMessage, attempt }: MfaCodeFormProps) => {
  const { t } = useTranslation('user');
  const [form] = Form.useForm<CodeValues>();
  const [recovery, setRecovery] = useState(false);
  // A refused code is cleared for the next one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt marks a new refusal.
  useEffect(() => {
    if (!errorMessage || submitting) return;
    if (recovery) form.setFieldValue('recoveryCode', '');
    else clearOtp(form);
  }, [errorMessage, submitting, attempt, form]);
  const submit = ({ otp, recoveryCode }: CodeValues) =>
    onSubmit(recovery ? { recoveryCode: recoveryCode ?? '' } : { otp: otp ?? '' });
  return (
    <Form form={form} layout="vertical" size="large" requiredMark={false} onFinish={submit}>
      {errorMessage && <Alert type="error" showIcon title={errorMessage} style={{ marginBottom: 16 }} />}
      {recovery ? (
        <RecoveryCodeField label={t('mfa.recoveryCode')} requiredMessage={t('mfa.recoveryCodeRequired')} />
      ) : (
        <OtpField label={t('mfa.code')} autoFocus onComplete={() => form.submit()} />
      )}
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('mfa.submit')}
      </Button>
      <Button type="link" block onClick={() => setRecovery(!recovery)} style={{ marginTop: 8 }}>
        {recovery ? t('mfa.useAuthenticator') : t('mfa.useRecoveryCode')}
      </Button>
      <Button type="link" block onClick={onBack}>
        {t('mfa.back')}
      </Button>
    </Form>
  );
};
