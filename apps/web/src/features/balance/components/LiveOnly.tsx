import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { useCurrentAccount } from '../../../lib/current-account.ts';
import { isLivemode } from '../../../lib/livemode.ts';
import { switchLivemode } from '../../../lib/other-mode.ts';
import { accountPath } from '../../../lib/paths.ts';

export type LiveOnlyNoticeProps = { accountId: string };

/**
 * Spec §7 keeps balances and settlements live: in test mode there is nothing of them to show, so
 * the page says so, and offers live mode (an activated account) or the way to activation.
 */
export const LiveOnlyNotice = ({ accountId }: LiveOnlyNoticeProps) => {
  const { t } = useTranslation('balance');
  const account = useCurrentAccount().data;
  const inactivated = account?.status === 'inactivated';
  return (
    <Alert
      type="info"
      showIcon
      data-testid="live-only-notice"
      title={t('liveOnly.title')}
      description={inactivated ? t('liveOnly.inactivated') : t('liveOnly.description')}
      action={
        inactivated ? (
          <LinkButton to={accountPath(accountId, 'accountSetting')}>{t('liveOnly.activation')}</LinkButton>
        ) : (
          <Button type="primary" onClick={() => switchLivemode(true)}>
            {t('liveOnly.switch')}
          </Button>
        )
      }
    />
  );
};

export type LiveOnlyProps = { accountId: string; children: ReactNode };

/** Its children in live mode; in test mode, the notice that these pages are live data only. */
export const LiveOnly = ({ accountId, children }: LiveOnlyProps) =>
  isLivemode() ? children : <LiveOnlyNotice accountId={accountId} />;
