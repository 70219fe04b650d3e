import type { GettingStartedStep } from '@paydeck/contract/accounts';
import { Alert, Button, Progress, Skeleton, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { failureMessage } from '../../../lib/error-policy.ts';
import { accountPath, addWebhookEndpointPath } from '../../../lib/paths.ts';
import { useGettingStarted } from '../api/get-getting-started.ts';
import { ChecklistStep } from '../components/ChecklistStep.tsx';

/** Where each step is done, under the account (or the user's own profile, for 2FA). */
const stepLinks: Record<GettingStartedStep, (accountId: string) => string> = {
  account_information: (accountId) => accountPath(accountId, 'accountSetting'),
  two_factor: () => '/profile?tab=profile#two-factor',
  api_key: (accountId) => accountPath(accountId, 'apiKeys'),
  test_payment: (accountId) => accountPath(accountId, 'testPayment'),
  webhook_endpoint: addWebhookEndpointPath,
  teammate_invited: (accountId) => `${accountPath(accountId, 'team')}?tab=invites`,
  account_activated: (accountId) => accountPath(accountId, 'accountSetting'),
};

/** Spec §2 Getting Started: the server's checklist for this account, ticked from real state. */
export default function GettingStartedPage() {
  const { t } = useTranslation('gettingStarted');
  const { token } = theme.useToken();
  const accountId = useParams().accountId ?? '';
  const checklist = useGettingStarted(accountId);
  const steps = checklist.data?.steps ?? [];
  const done = steps.filter((step) => step.done).length;

  return (
    <>
      <PageTitle spaced>{t('title')}</PageTitle>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      {checklist.isPending && <Skeleton active paragraph={{ rows: 7 }} />}
      {checklist.isError && (
        <Alert
          type="error"
          showIcon
          title={t('loadFailed')}
          description={failureMessage(checklist.error, t('loadFailedHint'))}
          action={<Button onClick={() => void checklist.refetch()}>{t('actions.retry', { ns: 'common' })}</Button>}
        />
      )}
      {checklist.isSuccess && (
        <section
          aria-label={t('title')}
          style={{ background: token.colorBgContainer, borderRadius: token.borderRadiusLG, overflow: 'hidden' }}
        >
          <div style={{ padding: '16px 24px' }}>
            <div style={{ marginBottom: 4 }} data-testid="getting-started-progress">
              {t('progress', { done: String(done), total: String(steps.length) })}
            </div>
            <Progress
              percent={steps.length ? Math.round((done / steps.length) * 100) : 0}
              showInfo={false}
              aria-label={t('progress', { done: String(done), total: String(steps.length) })}
            />
          </div>
          <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {steps.map((step) => (
              <ChecklistStep key={step.key} step={step.key} done={step.done} to={stepLinks[step.key](accountId)} />
            ))}
          </ol>
        </section>
      )}
    </>
  );
}
