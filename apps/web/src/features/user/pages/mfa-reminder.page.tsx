import { SafetyCertificateFilled } from '@ant-design/icons';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { PublicLayout } from '../../../components/PublicLayout.tsx';
import { PublicPanel } from '../../../components/PublicPanel.tsx';
import { homePath, safeRedirect } from '../../../lib/session.ts';
import { storage } from '../../../lib/storage.ts';

/** Spec §2: after signing in without 2FA, a nudge to turn it on, or to go on for now. */
export default function MfaReminderPage() {
  const { t } = useTranslation('user');
  const { token } = theme.useToken();
  const [searchParams] = useSearchParams();
  const accountId = storage.get('accountId');
  const target = safeRedirect(searchParams.get('redirect')) ?? (accountId ? homePath(accountId) : '/profile');
  const steps = [t('mfaReminder.step1'), t('mfaReminder.step2'), t('mfaReminder.step3')];
  return (
    <PublicLayout>
      <PublicPanel
        icon={<SafetyCertificateFilled style={{ color: token.colorPrimary }} />}
        title={t('mfaReminder.title')}
        subtitle={t('mfaReminder.intro')}
        width={480}
      >
        <ol style={{ textAlign: 'start', margin: '0 0 24px', paddingInlineStart: 20, color: token.colorText }}>
          {steps.map((step) => (
            <li key={step} style={{ marginBottom: 8 }}>
              {step}
            </li>
          ))}
        </ol>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'center' }}>
          <LinkButton type="primary" size="large" to="/profile?tab=profile#two-factor">
            {t('mfaReminder.goToSettings')}
          </LinkButton>
          <LinkButton size="large" to={target} replace>
            {t('mfaReminder.later')}
          </LinkButton>
        </div>
      </PublicPanel>
    </PublicLayout>
  );
}
