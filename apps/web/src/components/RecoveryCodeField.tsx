import { isValidRecoveryCode } from '@paydeck/contract/identity-rules';
import { Form, Input } from 'antd';
import { contractRule } from '../lib/form-rules.ts';

export type RecoveryCodeFieldProps = {
  label: string;
  /** Shown when the field is empty or not a recovery code's shape (the contract's rule). */
  requiredMessage: string;
};

/** One of the 2FA recovery codes, typed instead of the authenticator's code, as the form field `recoveryCode`. */
export const RecoveryCodeField = ({ label, requiredMessage }: RecoveryCodeFieldProps) => (
  <Form.Item
    name="recoveryCode"
    label={label}
    rules={[{ required: true, message: requiredMessage }, contractRule(isValidRecoveryCode, requiredMessage)]}
  >
    <Input autoFocus autoComplete="off" spellCheck={false} />
  </Form.Item>
);
