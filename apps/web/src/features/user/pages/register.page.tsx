import { Alert, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { PublicLayout } from '../../../components/PublicLayout.tsx';
import { PublicPanel } from '../../../components/PublicPanel.tsx';
import { PublicResult } from '../../../components/PublicResult.tsx';
import { TextLink } from '../../../components/TextLink.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldMessages } from '../../../lib/error-policy.ts';
import { useRegister } from '../api/register.ts';
import { RegisterForm } from '../components/RegisterForm.tsx';

/** What went wrong beyond "registration failed": a field the server refused, or its refusal. */
const failureDetails = (error: unknown): string[] => {
  const fields = fieldMessages(error);
  if (fields.length) return fields;
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 422
    ? [error.message]
    : [];
};

export default function RegisterPage() {
  const { t } = useTranslation('user');
  const { token } = theme.useToken();
  const register = useRegister();

  if (register.isSuccess) {
    return (
      <PublicLayout>
        <PublicResult
          status="mail"
          title={t('register.sentTitle')}
          description={t('register.sent', { email: register.data.email })}
        >
          <LinkButton type="primary" to="/user/login">
            {t('actions.backToSignIn', { ns: 'common' })}
          </LinkButton>
        </PublicResult>
      </PublicLayout>
    );
  }

  const details = register.error ? failureDetails(register.error) : [];
  const error = register.error && (
    <Alert
      type="error"
      showIcon
      title={t('register.failedTitle')}
      description={
        <>
          <div>{t('register.failed')}</div>
          {details.map((detail) => (
            <div key={detail}>{detail}</div>
          ))}
        </>
      }
      style={{ marginBottom: 16 }}
    />
  );

  return (
    <PublicLayout>
      <PublicPanel title={t('register.title')} subtitle={t('register.subtitle')}>
        <RegisterForm onSubmit={(values) => register.mutate(values)} submitting={register.isPending} error={error} />
        <p style={{ margin: '16px 0 0', textAlign: 'center', color: token.colorTextSecondary }}>
          {t('register.haveAccount')} <TextLink to="/user/login">{t('register.signIn')}</TextLink>
        </p>
      </PublicPanel>
    </PublicLayout>
  );
}
