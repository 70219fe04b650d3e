import { Alert, Button, Form } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { clearOtp, OtpField } from '../../../components/OtpField.tsx';

export type MfaCodeFormProps = {
  onSubmit: (otp: string) => void;
  onBack: () => void;
  submitting: boolean;
  errorMessage: string | null;
  /** Changes with every submission, so each refused code is cleared (even with the same message). */
  attempt: number;
};

/** The second step of signing in: the six-digit code from the authenticator app. */
export const MfaCodeForm = ({ onSubmit, onBack, submitting, errorMessage, attempt }: MfaCodeFormProps) => {
  const { t } = useTranslation('user');
  const [form] = Form.useForm<{ otp: string }>();
  // A refused code is cleared for the next one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt marks a new refusal.
  useEffect(() => {
    if (errorMessage && !submitting) clearOtp(form);
  }, [errorMessage, submitting, attempt, form]);
  return (
    <Form form={form} layout="vertical" size="large" requiredMark={false} onFinish={({ otp }) => onSubmit(otp)}>
      {errorMessage && <Alert type="error" showIcon title={errorMessage} style={{ marginBottom: 16 }} />}
      <OtpField label={t('mfa.code')} autoFocus onComplete={() => form.submit()} />
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('mfa.submit')}
      </Button>
      <Button type="link" block onClick={onBack} style={{ marginTop: 8 }}>
        {t('mfa.back')}
      </Button>
    </Form>
  );
};
