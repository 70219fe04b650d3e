import type { RegisterBody } from '@paydeck/contract/auth';
import { Button, Checkbox, Form } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../components/NewPasswordFields.tsx';
import { TaggedText } from '../../../components/TaggedText.tsx';
import { TextLink } from '../../../components/TextLink.tsx';
import { EmailField } from './EmailField.tsx';

type RegisterValues = { email: string; password: string; confirm: string; agreement: boolean };

export type RegisterFormProps = {
  onSubmit: (values: RegisterBody) => void;
  submitting: boolean;
  /** The failure summary, shown above the fields. */
  error?: ReactNode;
};

/** Legal pages open in a new tab so the half-filled form stays as it is. */
const legalLink = (path: string) => (inner: string) => (
  <TextLink to={path} target="_blank" rel="noopener noreferrer">
    {inner}
  </TextLink>
);

/** Spec §5: email, password and its confirmation, and the agreement to the legal terms. */
export const RegisterForm = ({ onSubmit, submitting, error }: RegisterFormProps) => {
  const { t } = useTranslation('user');
  return (
    <Form<RegisterValues>
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={({ email, password }) => onSubmit({ email, password, agreement: true })}
    >
      {error}
      <EmailField autoComplete="email" />
      <NewPasswordFields label={t('register.password')} confirmLabel={t('register.confirm')} />
      <Form.Item
        name="agreement"
        valuePropName="checked"
        rules={[
          {
            validator: async (_rule, checked: unknown) => {
              if (checked !== true) throw new Error(t('register.agreementRequired'));
            },
          },
        ]}
      >
        <Checkbox>
          <TaggedText
            text={t('register.agreement')}
            tags={{
              terms: legalLink('/legal/terms'),
              privacy: legalLink('/legal/privacy'),
              aml: legalLink('/legal/aml'),
            }}
          />
        </Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('register.submit')}
      </Button>
    </Form>
  );
};
