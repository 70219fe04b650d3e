import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { formatDateTime } from '../../lib/format.ts';
import { areaOf } from './guard.ts';
import { handleOf } from './route-handle.ts';
import { useShell } from './shell-context.ts';

/**
 * Spec §4/§8: on every page of a disabled account, when it was disabled, when withdrawals become
 * available and the total freeze, times in the user's time zone.
 */
export const DisabledAccountBanner = () => {
  const { t } = useTranslation('account');
  const { ctx } = useShell();
  const matches = useMatches();
  const account = ctx.account;
  if (areaOf(matches.map(handleOf)) !== 'account' || account?.accountStatus !== 'disabled') return null;
  return (
    <Alert
      type="error"
      showIcon
      data-testid="disabled-account-banner"
      title={t('disabledBanner.title')}
      description={t('disabledBanner.description', {
        disabledAt: formatDateTime(account.timeDisabled),
        availableAt: formatDateTime(account.timeWithdrawalsAvailable),
        days: String(account.freezeDays ?? 0),
      })}
      style={{ marginBottom: 16 }}
    />
  );
};
