import type { PasswordForgetBody } from '@paydeck/contract/auth';
import { Alert, Button, Form, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { PublicLayout } from '../../../components/PublicLayout.tsx';
import { PublicPanel } from '../../../components/PublicPanel.tsx';
import { PublicResult } from '../../../components/PublicResult.tsx';
import { TextLink } from '../../../components/TextLink.tsx';
import { failureMessage } from '../../../lib/error-policy.ts';
import { usePasswordForget } from '../api/password-forget.ts';
import { EmailField } from '../components/EmailField.tsx';

/** Asks for a reset link. The answer never tells whether the email has an account. */
export default function PasswordForgetPage() {
  const { t } = useTranslation('user');
  const { token } = theme.useToken();
  const forget = usePasswordForget();

  if (forget.isSuccess) {
    return (
      <PublicLayout>
        <PublicResult
          status="mail"
          title={t('forget.sentTitle')}
          description={t('forget.sent', { email: forget.variables.email })}
        >
          <LinkButton type="primary" to="/user/login">
            {t('actions.backToSignIn', { ns: 'common' })}
          </LinkButton>
        </PublicResult>
      </PublicLayout>
    );
  }

  return (
    <PublicLayout>
      <PublicPanel title={t('forget.title')} subtitle={t('forget.subtitle')}>
        <Form<PasswordForgetBody>
          layout="vertical"
          size="large"
          requiredMark={false}
          onFinish={(values) => forget.mutate(values)}
        >
          {forget.error && (
            <Alert
              type="error"
              showIcon
              title={failureMessage(forget.error, t('forget.failed'))}
              style={{ marginBottom: 16 }}
            />
          )}
          <EmailField autoComplete="email" />
          <Button type="primary" htmlType="submit" block loading={forget.isPending}>
            {t('forget.submit')}
          </Button>
        </Form>
        <p style={{ margin: '16px 0 0', textAlign: 'center', color: token.colorTextSecondary }}>
          <TextLink to="/user/login">{t('actions.backToSignIn', { ns: 'common' })}</TextLink>
        </p>
      </PublicPanel>
    </PublicLayout>
  );
}
