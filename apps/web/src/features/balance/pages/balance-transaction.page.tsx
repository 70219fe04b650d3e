import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DetailPage } from '../../../components/DetailPage.tsx';
import { DetailSection } from '../../../components/DetailSection.tsx';
import { RecordNotFound } from '../../../components/RecordNotFound.tsx';
import { isLivemode } from '../../../lib/livemode.ts';
import { moneyText } from '../../../lib/money.ts';
import { useBalanceTransaction } from '../api/get-balance-transaction.ts';
import { LiveOnly } from '../components/LiveOnly.tsx';
import { TransactionFields } from '../components/TransactionFields.tsx';
import { TransactionStatusTag } from '../components/TransactionStatusTag.tsx';

/**
 * Spec §2 balance/transactions/{id}: every field of one live ledger entry, its fees line by line,
 * its conversion, and its source. Unknown or another account's id: spec §8's not-found message.
 */
export default function BalanceTransactionPage() {
  const { t } = useTranslation('balance');
  const { accountId = '', id = '' } = useParams();
  const query = useBalanceTransaction(accountId, id, isLivemode());
  return (
    <LiveOnly accountId={accountId}>
      <DetailPage
        backLabel={t('transactions.back')}
        title={t('transactions.detailTitle')}
        recordId={id}
        query={query}
        notFound={
          <RecordNotFound
            testId="balance-transaction-not-found"
            title={t('transactions.notFound')}
            hint={t('transactions.notFoundHint')}
            backLabel={t('transactions.back')}
          />
        }
        loadFailedTitle={t('transactions.detailLoadFailed')}
      >
        {(transaction) => (
          <Flex vertical gap={16}>
            <Flex align="center" gap={12} wrap>
              <span style={{ fontSize: 24, fontWeight: 600 }} data-testid="transaction-net">
                {moneyText(transaction.net, transaction.currency)}
              </span>
              <TransactionStatusTag status={transaction.status} />
            </Flex>
            <DetailSection title={t('transactions.overview')}>
              <TransactionFields accountId={accountId} transaction={transaction} />
            </DetailSection>
          </Flex>
        )}
      </DetailPage>
    </LiveOnly>
  );
}
