import { Alert, Flex } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DetailPage } from '../../../components/DetailPage.tsx';
import { DetailSection } from '../../../components/DetailSection.tsx';
import { GetHelpLink } from '../../../components/GetHelpLink.tsx';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { RecordNotFound } from '../../../components/RecordNotFound.tsx';
import { useAccess } from '../../../lib/access.ts';
import { isLivemode } from '../../../lib/livemode.ts';
import { moneyText } from '../../../lib/money.ts';
import { payoutVerifyPath } from '../../../lib/paths.ts';
import { usePayout } from '../api/get-payout.ts';
import { CancelPayoutButton } from '../components/CancelPayoutButton.tsx';
import { PayoutBalanceTransactions } from '../components/PayoutBalanceTransactions.tsx';
import { PayoutFields } from '../components/PayoutFields.tsx';
import { PayoutStatusTag } from '../components/PayoutStatusTag.tsx';

// Test mode only, and only for a pending payout: its form loads when it shows, not with the page.
const PayoutSimulator = lazy(() =>
  import('../components/PayoutSimulator.tsx').then((module) => ({ default: module.PayoutSimulator })),
);

/**
 * Spec §2 payouts/payouts/{id}: every payout field with its payer, payee and payout method
 * linked; Cancel while pending or waiting (the `payout` check's cancel flag); Verify while
 * waiting; in test mode the simulator's answers to a pending payout; and in live mode its
 * balance transactions. Unknown or another account's id: not found.
 */
export default function PayoutPage() {
  const { t } = useTranslation('payouts');
  const { accountId = '', id = '' } = useParams();
  const query = usePayout(accountId, id);
  const access = useAccess().data;
  const canCancel = access?.payout.flags.can_cancel_payout === true;
  const canVerify = access?.verify.granted === true;
  const canSimulate = access?.payout.flags.can_add_payout === true;
  const live = isLivemode();
  const payout = query.data;
  const open = payout?.status === 'pending' || payout?.status === 'waiting_action';
  return (
    <DetailPage
      backLabel={t('payouts.back')}
      title={t('payouts.detailTitle')}
      recordId={id}
      mode
      extra={
        payout && (
          <Flex gap={8}>
            <GetHelpLink sourceType="payout" sourceId={payout.id} show />
            {open && payout.status === 'waiting_action' && canVerify && (
              <LinkButton type="primary" to={payoutVerifyPath(accountId, payout.id)} data-testid="verify-payout">
                {t('payouts.verify')}
              </LinkButton>
            )}
            {open && canCancel && <CancelPayoutButton accountId={accountId} payout={payout} />}
          </Flex>
        )
      }
      query={query}
      notFound={
        <RecordNotFound
          testId="payout-not-found"
          title={t('payouts.notFound')}
          hint={t('payouts.notFoundHint')}
          backLabel={t('payouts.back')}
        />
      }
      loadFailedTitle={t('payouts.detailLoadFailed')}
    >
      {(row) => (
        <Flex vertical gap={16}>
          <Flex align="center" gap={12} wrap>
            <span style={{ fontSize: 24, fontWeight: 600 }} data-testid="payout-amount">
              {moneyText(row.amount, row.currency)}
            </span>
            <PayoutStatusTag status={row.status} />
          </Flex>
          {row.status === 'failed' && (
            <Alert
              type="error"
              showIcon
              title={t('payouts.failedTitle')}
              description={[row.failureCode, row.failureMessage].filter(Boolean).join(': ') || undefined}
            />
          )}
          {row.status === 'waiting_action' && (
            <Alert type="warning" showIcon title={t('payouts.waitingTitle')} description={t('payouts.waitingText')} />
          )}
          <DetailSection title={t('payouts.overview')}>
            <PayoutFields accountId={accountId} payout={row} />
          </DetailSection>
          {row.status === 'pending' && !live && canSimulate && (
            <Suspense fallback={null}>
              <PayoutSimulator accountId={accountId} payoutId={row.id} />
            </Suspense>
          )}
          <DetailSection title={t('payouts.transactions')} hint={t('payouts.transactionsHint')}>
            {live ? (
              <PayoutBalanceTransactions accountId={accountId} payoutId={row.id} />
            ) : (
              <span data-testid="transactions-live-only">{t('payouts.transactionsLive')}</span>
            )}
          </DetailSection>
        </Flex>
      )}
    </DetailPage>
  );
}
