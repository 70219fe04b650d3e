import { LockOutlined } from '@ant-design/icons';
import { isValidPassword } from '@paydeck/contract/password';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractRule } from '../lib/form-rules.ts';

export type NewPasswordFieldsProps = {
  /** Labels differ: "Password" when registering, "New password" when changing it. */
  label: string;
  confirmLabel: string;
};

/**
 * A new password and its confirmation (spec §5): the contract's password policy, and the
 * confirmation must match. Fields `password` and `confirm` of the surrounding form.
 */
export const NewPasswordFields = ({ label, confirmLabel }: NewPasswordFieldsProps) => {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="password"
        label={label}
        rules={[{ required: true, message: t('password.required') }, contractRule(isValidPassword, t('password.rule'))]}
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
