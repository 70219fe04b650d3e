import { MailOutlined } from '@ant-design/icons';
import { isValidEmail } from '@paydeck/contract/email';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractRule } from '../../../lib/form-rules.ts';

/** The email field of the sign-in, register and forgot-password forms, with the contract's rule. */
export const EmailField = ({ autoComplete }: { autoComplete: 'username' | 'email' }) => {
  const { t } = useTranslation('user');
  return (
    <Form.Item
      name="email"
      label={t('login.email')}
      rules={[
        { required: true, message: t('login.emailRequired') },
        contractRule(isValidEmail, t('login.emailInvalid')),
      ]}
    >
      <Input prefix={<MailOutlined />} autoComplete={autoComplete} inputMode="email" />
    </Form.Item>
  );
};
