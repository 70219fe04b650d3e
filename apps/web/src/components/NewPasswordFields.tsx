import { LockOutlined } from '@ant-design/icons';
import { isValidPassword } from '@paydeck/contract/password';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractRule } from '../lib/form-rules.ts';

export type NewPasswordFieldsProps = {
  /** Labels differ: "Password" when registering, "New password" when changing it. */
  label: string;
  confirmLabel: string;
  /** The address the password is for, when the form has no `email` field of its own. */
  email?: string | undefined;
};

/**
 * The contract's strength rule (common passwords, the email's name). zxcvbn and its dictionary
 * are imported only when a password is checked, so no page's first load carries them.
 */
const strengthProblem = async (password: string, email: string) => {
  const { loadPasswordEstimator, passwordStrengthProblem } = await import('@paydeck/contract/password-strength');
  return passwordStrengthProblem(await loadPasswordEstimator(), password, email);
};

/**
 * A new password and its confirmation (spec §5): the contract's password policy, and the
 * confirmation must match. Fields `password` and `confirm` of the surrounding form.
 */
export const NewPasswordFields = ({ label, confirmLabel, email }: NewPasswordFieldsProps) => {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="password"
        label={label}
        rules={[
          { required: true, message: t('password.required') },
          contractRule(isValidPassword, t('password.rule')),
          ({ getFieldValue }) => ({
            validator: async (_rule, value: unknown) => {
              if (typeof value !== 'string' || !isValidPassword(value)) return;
              const address = String(getFieldValue('email') ?? email ?? '');
              const problem = await strengthProblem(value, address);
              if (problem === 'password_common') throw new Error(t('password.common'));
              if (problem === 'password_contains_email') throw new Error(t('password.containsEmail'));
            },
          }),
        ]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={confirmLabel}
        dependencies={['password']}
        rules={[
          { required: true, message: t('password.confirmRequired') },
          ({ getFieldValue }) => ({
            validator: async (_rule, value: unknown) => {
              if (value && value !== getFieldValue('password')) throw new Error(t('password.mismatch'));
            },
          }),
        ]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
    </>
  );
};
