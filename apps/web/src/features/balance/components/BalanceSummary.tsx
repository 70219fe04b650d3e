import { Button, Flex, theme } from 'antd';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { useAccess } from '../../../lib/access.ts';
import { useCurrentAccount } from '../../../lib/current-account.ts';
import { displayTimeZone, formatDateTime } from '../../../lib/format.ts';
import { moneyText } from '../../../lib/money.ts';
import { type BalanceRow, useBalances } from '../api/get-balances.ts';

// The dialog (form, selects, confirmation) loads when first opened, not with the list.
const WithdrawModal = lazy(() => import('./WithdrawModal.tsx').then((module) => ({ default: module.WithdrawModal })));

export type BalanceSummaryProps = { accountId: string };

/**
 * Spec §2 balance summary, above the balance pages: per currency what is available, pending and
 * (a disabled account's) frozen, the account's time zone, and the Withdraw button for those who
 * may withdraw — disabled while withdrawals are frozen, described by spec §4's freeze text.
 */
export const BalanceSummary = ({ accountId }: BalanceSummaryProps) => {
  const { t } = useTranslation('balance');
  const { token } = theme.useToken();
  const summary = useBalances(accountId);
  const account = useCurrentAccount().data;
  const canWithdraw = useAccess().data?.settlement.flags.can_add_settlement === true;
  const [withdrawing, setWithdrawing] = useState(false);
  const frozenId = useId();

  // A plain block where the cards will be, not antd's Skeleton: its copy would be one more thing
  // this shared chunk carries on the list pages (docs/decisions.md, First-load budgets).
  if (summary.isPending)
    return (
      <section
        aria-label={t('summary.title')}
        aria-busy="true"
        data-testid="balance-summary-loading"
        style={{
          height: 132,
          marginBottom: 24,
          borderRadius: token.borderRadiusLG,
          background: token.colorFillQuaternary,
        }}
      />
    );
  if (summary.isError)
    return (
      <div style={{ marginBottom: 24 }}>
        <LoadFailed title={t('summary.loadFailed')} error={summary.error} onRetry={() => void summary.refetch()} />
      </div>
    );

  const data = summary.data;
  const disabled = account?.accountStatus === 'disabled';
  const frozenUntil = data.timeWithdrawalsAvailable;
  const frozen = disabled && frozenUntil !== null && frozenUntil * 1000 > Date.now();
  const frozenReason = frozen
    ? t('disabledBanner.description', {
        ns: 'account',
        disabledAt: formatDateTime(account?.timeDisabled ?? null),
        availableAt: formatDateTime(frozenUntil),
        days: String(account?.freezeDays ?? 0),
      })
    : undefined;
  const timeZones =
    displayTimeZone() === data.timezone
      ? t('summary.timeZone', { timeZone: data.timezone })
      : t('summary.timeZones', { timeZone: data.timezone, shown: displayTimeZone() });

  // The freeze is said in words under the title; the disabled button points to them.
  const withdraw = (
    <Button
      type="primary"
      disabled={frozen}
      aria-describedby={frozenReason ? frozenId : undefined}
      onClick={() => setWithdrawing(true)}
      data-testid="withdraw-button"
    >
      {t('summary.withdraw')}
    </Button>
  );

  return (
    <section aria-label={t('summary.title')} data-testid="balance-summary" style={{ marginBottom: 24 }}>
      <Flex justify="space-between" align="center" gap={16} wrap style={{ marginBottom: 12 }}>
        <Flex vertical gap={2}>
          <h2 style={{ margin: 0, fontSize: token.fontSizeHeading4, fontWeight: token.fontWeightStrong }}>
            {t('summary.title')}
          </h2>
          <span style={{ color: token.colorTextSecondary }} data-testid="balance-time-zone">
            {timeZones}
          </span>
        </Flex>
        {canWithdraw && withdraw}
      </Flex>
      {frozenReason && (
        <p id={frozenId} style={{ margin: '0 0 12px', color: token.colorError }} data-testid="withdrawals-frozen">
          {frozenReason}
        </p>
      )}
      {data.balances.length === 0 ? (
        <p style={{ margin: 0, color: token.colorTextSecondary }}>{t('summary.empty')}</p>
      ) : (
        <Flex gap={16} wrap>
          {data.balances.map((balance) => (
            <CurrencyCard key={balance.currency} balance={balance} showFrozen={disabled || balance.frozen !== 0} />
          ))}
        </Flex>
      )}
      {withdrawing && (
        <Suspense fallback={null}>
          <WithdrawModal accountId={accountId} summary={data} onClose={() => setWithdrawing(false)} />
        </Suspense>
      )}
    </section>
  );
};

const CurrencyCard = ({ balance, showFrozen }: { balance: BalanceRow; showFrozen: boolean }) => {
  const { t } = useTranslation('balance');
  const { token } = theme.useToken();
  const line = (label: string, amount: number, testId: string) => (
    <Flex justify="space-between" gap={16}>
      <span style={{ color: token.colorTextSecondary }}>{label}</span>
      <span data-testid={testId}>{moneyText(amount, balance.currency)}</span>
    </Flex>
  );
  return (
    <div
      data-testid={`balance-${balance.currency}`}
      style={{
        minWidth: 240,
        flex: '0 1 280px',
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: token.padding,
      }}
    >
      <div style={{ color: token.colorTextSecondary }}>{t('summary.available', { currency: balance.currency })}</div>
      <div style={{ fontSize: token.fontSizeHeading3, fontWeight: token.fontWeightStrong, marginBottom: 8 }}>
        {moneyText(balance.available, balance.currency)}
      </div>
      <Flex vertical gap={4}>
        {line(t('summary.pending'), balance.pending, 'balance-pending')}
        {showFrozen && line(t('summary.frozen'), balance.frozen, 'balance-frozen')}
      </Flex>
    </div>
  );
};
