import { isValidOtp } from '@paydeck/contract/identity-rules';
import { Form, type FormInstance, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractRule } from '../lib/form-rules.ts';

/** Spec §5, §9: a two-factor code is six digits. */
export const otpLength = 6;

export type OtpFieldProps = {
  label: string;
  /** Called once all six cells are filled, so the form can submit without a click. */
  onComplete?: (otp: string) => void;
  autoFocus?: boolean;
};

/** The six-cell code input of the 2FA steps, as the form field `otp`. */
export const OtpField = ({ label, onComplete, autoFocus }: OtpFieldProps) => {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="otp"
      label={label}
      rules={[{ required: true, message: t('otp.required') }, contractRule(isValidOtp, t('otp.required'))]}
    >
      <Input.OTP
        length={otpLength}
        autoFocus={autoFocus}
        autoComplete="one-time-code"
        aria-label={label}
        onChange={(otp) => {
          if (otp.length === otpLength) onComplete?.(otp);
        }}
      />
    </Form.Item>
  );
};

/** After a refused code: empty the cells and put the cursor in the first, ready for the next code. */
// biome-ignore lint/suspicious/noExplicitAny: any form with an `otp` field (the code may sit beside others).
export const clearOtp = (form: FormInstance<any>) => {
  form.setFieldValue('otp', '');
  (form.getFieldInstance('otp') as { focus?: () => void } | undefined)?.focus?.();
};
