import { LockOutlined, MailOutlined } from '@ant-design/icons';
import type { LoginBody } from '@paydeck/contract/auth';
import { isValidEmail } from '@paydeck/contract/email';
import { isValidPassword } from '@paydeck/contract/password';
import { Alert, Button, Checkbox, type GlobalToken, theme } from 'antd';
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { type ChangeEvent, type FocusEvent, type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainField, plainFieldHeight } from '../../../components/PlainField.tsx';

export type LoginFormProps = {
  onSubmit: (values: LoginBody) => void;
  submitting: boolean;
  errorMessage: string | null;
};

const fields = ['email', 'password'] as const;
type Field = (typeof fields)[number];

/** Each field's rule from the contract, and the keys of its two messages. */
const rules = {
  email: { isValid: isValidEmail, required: 'login.emailRequired', invalid: 'login.emailInvalid' },
  password: { isValid: isValidPassword, required: 'login.passwordRequired', invalid: 'login.passwordRule' },
} as const;

/**
 * The form's height while it shows no error: the space the sign-in page keeps for it until it
 * renders (lib/first-paint.ts), so the centred panel does not move: two fields, the checkbox's
 * line and margin, the button.
 */
export const loginFormHeight = (token: GlobalToken) =>
  2 * plainFieldHeight(token, token.controlHeightLG) +
  token.fontSize * token.lineHeight +
  token.marginLG +
  token.controlHeightLG;

/**
 * Email + password, validated with the same rules the server applies (packages/contract). Plain
 * fields rather than antd's Form, which the sign-in page's first load can't spare: a filled field
 * is checked when it loses focus, again as it changes once it showed an error, and every field on
 * submit, which then focuses the first one in error.
 */
export const LoginForm = ({ onSubmit, submitting, errorMessage }: LoginFormProps) => {
  const { t } = useTranslation('user');
  const { token } = theme.useToken();
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<Record<Field, string | null>>({ email: null, password: null });

  const errorOf = (field: Field, value: string): string | null => {
    const rule = rules[field];
    if (value === '') return t(rule.required);
    return rule.isValid(value) ? null : t(rule.invalid);
  };
  const check = (field: Field, value: string) => setErrors((shown) => ({ ...shown, [field]: errorOf(field, value) }));
  /** What a field's PlainField and input take: its label, value, error and handlers. */
  const bind = (field: Field, label: string) => ({
    field: { id: `${id}-${field}`, label, error: errors[field], required: true },
    input: {
      size: 'large' as const,
      value: values[field],
      status: errors[field] ? ('error' as const) : undefined,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const { value } = event.target;
        setValues((current) => ({ ...current, [field]: value }));
        if (errors[field] !== null) check(field, value);
      },
      onBlur: (event: FocusEvent<HTMLInputElement>) => {
        if (event.target.value !== '') check(field, event.target.value);
      },
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = { email: errorOf('email', values.email), password: errorOf('password', values.password) };
    setErrors(found);
    const invalid = fields.find((field) => found[field] !== null);
    if (invalid) document.getElementById(`${id}-${invalid}`)?.focus();
    else onSubmit({ ...values, remember });
  };
  const email = bind('email', t('login.email'));
  const password = bind('password', t('login.password'));

  return (
    <form onSubmit={submit} noValidate>
      {errorMessage && <Alert type="error" showIcon title={errorMessage} style={{ marginBottom: 16 }} />}
      <PlainField {...email.field}>
        {(control) => (
          <Input {...control} {...email.input} prefix={<MailOutlined />} autoComplete="username" inputMode="email" />
        )}
      </PlainField>
      <PlainField {...password.field}>
        {(control) => (
          <Password {...control} {...password.input} prefix={<LockOutlined />} autoComplete="current-password" />
        )}
      </PlainField>
      <div style={{ marginBottom: token.marginLG }}>
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
