import { LockOutlined } from '@ant-design/icons';
import type { LoginBody } from '@paydeck/contract/auth';
import { isValidPassword } from '@paydeck/contract/password';
import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractRule } from '../../../lib/form-rules.ts';
import { EmailField } from './EmailField.tsx';

export type LoginFormProps = {
  onSubmit: (values: LoginBody) => void;
  submitting: boolean;
  errorMessage: string | null;
};

/** Email + password, validated with the same rules the server applies (packages/contract). */
export const LoginForm = ({ onSubmit, submitting, errorMessage }: LoginFormProps) => {
  const { t } = useTranslation('user');
  return (
    <Form<LoginBody>
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={onSubmit}
      initialValues={{ remember: false }}
    >
      {errorMessage && <Alert type="error" showIcon title={errorMessage} style={{ marginBottom: 16 }} />}
      <EmailField autoComplete="username" />
      <Form.Item
        name="password"
        label={t('login.password')}
        rules={[
          { required: true, message: t('login.passwordRequired') },
          contractRule(isValidPassword, t('login.passwordRule')),
        ]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="remember" valuePropName="checked">
        <Checkbox>{t('login.remember')}</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('login.submit')}
      </Button>
    </Form>
  );
};
