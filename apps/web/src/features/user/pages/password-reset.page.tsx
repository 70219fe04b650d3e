import { Alert, Button, Form, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { NewPasswordFields } from '../../../components/NewPasswordFields.tsx';
import { PublicLayout } from '../../../components/PublicLayout.tsx';
import { PublicPanel } from '../../../components/PublicPanel.tsx';
import { PublicResult } from '../../../components/PublicResult.tsx';
import { TextLink } from '../../../components/TextLink.tsx';
import { failureMessage } from '../../../lib/error-policy.ts';
import { usePasswordReset } from '../api/password-reset.ts';

type ResetValues = { password: string; confirm: string };

/** The emailed reset link: a new password for the token's user. */
export default function PasswordResetPage() {
  const { t } = useTranslation('user');
  const { token: themeToken } = theme.useToken();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const reset = usePasswordReset();

  // Spec §8: no token, no form: say so without asking the server.
  if (!token) {
    return (
      <PublicLayout>
        <PublicResult
          status="error"
          title={t('reset.failed')}
          description={t('apiErrors.token_invalid', { ns: 'common' })}
        >
          <LinkButton type="primary" to="/user/password_forget">
            {t('reset.requestNew')}
          </LinkButton>
        </PublicResult>
      </PublicLayout>
    );
  }

  if (reset.isSuccess) {
    return (
      <PublicLayout>
        <PublicResult status="success" title={t('reset.succeeded')} description={t('reset.succeededHint')}>
          <LinkButton type="primary" to="/user/login">
            {t('actions.signIn', { ns: 'common' })}
          </LinkButton>
        </PublicResult>
      </PublicLayout>
    );
  }

  return (
    <PublicLayout>
      <PublicPanel title={t('reset.title')} subtitle={t('reset.subtitle')}>
        <Form<ResetValues>
          layout="vertical"
          size="large"
          requiredMark={false}
          onFinish={({ password }) => reset.mutate({ token, password })}
        >
          {reset.error && (
            <Alert
              type="error"
              showIcon
              title={failureMessage(reset.error, t('reset.failed'))}
              style={{ marginBottom: 16 }}
            />
          )}
          <NewPasswordFields label={t('reset.password')} confirmLabel={t('reset.confirm')} />
          <Button type="primary" htmlType="submit" block loading={reset.isPending}>
            {t('reset.submit')}
          </Button>
        </Form>
        <p style={{ margin: '16px 0 0', textAlign: 'center', color: themeToken.colorTextSecondary }}>
          <TextLink to="/user/password_forget">{t('reset.requestNew')}</TextLink>
        </p>
      </PublicPanel>
    </PublicLayout>
  );
}
