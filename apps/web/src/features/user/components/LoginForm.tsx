import { LockOutlined, MailOutlined } from '@ant-design/icons';
import type { LoginBody } from '@paydeck/contract/auth';
import { isValidEmail } from '@paydeck/contract/email';
import { isValidPassword } from '@paydeck/contract/password';
import { Alert, Button, Checkbox } from 'antd';
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainField } from '../../../components/PlainField.tsx';

export type LoginFormProps = {
  onSubmit: (values: LoginBody) => void;
  submitting: boolean;
  errorMessage: string | null;
};

type Field = 'email' | 'password';

/**
 * Email + password, validated with the same rules the server applies (packages/contract). Plain
 * fields rather than antd's Form, which the sign-in page's first load can't spare: a filled field
 * is checked when it loses focus, again as it changes once it showed an error, and every field on
 * submit, which then focuses the first one in error.
 */
export const LoginForm = ({ onSubmit, submitting, errorMessage }: LoginFormProps) => {
  const { t } = useTranslation('user');
  const id = useId();
  const [values, setValues] = useState({ email: '', password: '' });
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<Record<Field, string | null>>({ email: null, password: null });

  const errorOf = (field: Field, value: string): string | null => {
    if (field === 'email') {
      if (value === '') return t('login.emailRequired');
      return isValidEmail(value) ? null : t('login.emailInvalid');
    }
    if (value === '') return t('login.passwordRequired');
    return isValidPassword(value) ? null : t('login.passwordRule');
  };
  const check = (field: Field, value: string) => setErrors((shown) => ({ ...shown, [field]: errorOf(field, value) }));
  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field] !== null) check(field, value);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = { email: errorOf('email', values.email), password: errorOf('password', values.password) };
    setErrors(found);
    const invalid = (['email', 'password'] as const).find((field) => found[field] !== null);
    if (invalid) document.getElementById(`${id}-${invalid}`)?.focus();
    else onSubmit({ ...values, remember });
  };

  return (
    <form onSubmit={submit} noValidate>
      {errorMessage && <Alert type="error" showIcon title={errorMessage} style={{ marginBottom: 16 }} />}
      <PlainField id={`${id}-email`} label={t('login.email')} error={errors.email} required>
        {(control) => (
          <Input
            {...control}
            size="large"
            prefix={<MailOutlined />}
            autoComplete="username"
            inputMode="email"
            value={values.email}
            status={errors.email ? 'error' : undefined}
            onChange={(event) => change('email', event.target.value)}
            onBlur={(event) => event.target.value !== '' && check('email', event.target.value)}
          />
        )}
      </PlainField>
      <PlainField id={`${id}-password`} label={t('login.password')} error={errors.password} required>
        {(control) => (
          <Password
            {...control}
            size="large"
            prefix={<LockOutlined />}
            autoComplete="current-password"
            value={values.password}
            status={errors.password ? 'error' : undefined}
            onChange={(event) => change('password', event.target.value)}
            onBlur={(event) => event.target.value !== '' && check('password', event.target.value)}
          />
        )}
      </PlainField>
      <div style={{ marginBottom: 24 }}>
        <Checkbox checked={remember} onChange={(event) => setRemember(event.target.checked)}>
          {t('login.remember')}
        </Checkbox>
      </div>
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        {t('login.submit')}
      </Button>
    </form>
  );
};
