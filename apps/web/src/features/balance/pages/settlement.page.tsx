import { Alert, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DetailPage } from '../../../components/DetailPage.tsx';
import { DetailSection } from '../../../components/DetailSection.tsx';
import { GetHelpLink } from '../../../components/GetHelpLink.tsx';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { RecordNotFound } from '../../../components/RecordNotFound.tsx';
import { isLivemode } from '../../../lib/livemode.ts';
import { moneyText } from '../../../lib/money.ts';
import { balanceTransactionsOfPath } from '../../../lib/paths.ts';
import { useSettlement } from '../api/get-settlement.ts';
import { LiveOnly } from '../components/LiveOnly.tsx';
import { SettlementBankAccountFields, SettlementFields } from '../components/SettlementFields.tsx';
import { SettlementStatusTag } from '../components/SettlementStatusTag.tsx';

/**
 * Spec §2 balance/settlements/{id}: every settlement field, the bank account as it was paid to,
 * and its balance transactions (the withdrawal, and any reversal). Unknown id: not found.
 */
export default function SettlementPage() {
  const { t } = useTranslation('balance');
  const { accountId = '', id = '' } = useParams();
  const query = useSettlement(accountId, id, isLivemode());
  return (
    <LiveOnly accountId={accountId}>
      <DetailPage
        backLabel={t('settlements.back')}
        title={t('settlements.detailTitle')}
        recordId={id}
        query={query}
        extra={
          query.isSuccess && (
            <Flex gap={8}>
              <LinkButton to={balanceTransactionsOfPath(accountId, id)} data-testid="settlement-transactions">
                {t('settlements.transactions')}
              </LinkButton>
              <GetHelpLink sourceType="settlement" sourceId={id} show />
            </Flex>
          )
        }
        notFound={
          <RecordNotFound
            testId="settlement-not-found"
            title={t('settlements.notFound')}
            hint={t('settlements.notFoundHint')}
            backLabel={t('settlements.back')}
          />
        }
        loadFailedTitle={t('settlements.detailLoadFailed')}
      >
        {(settlement) => (
          <Flex vertical gap={16}>
            <Flex align="center" gap={12} wrap>
              <span style={{ fontSize: 24, fontWeight: 600 }} data-testid="settlement-amount">
                {moneyText(settlement.amount, settlement.currency)}
              </span>
              <SettlementStatusTag status={settlement.status} />
            </Flex>
            {settlement.status === 'failed' && (
              <Alert
                type="error"
                showIcon
                title={t('settlements.failedTitle')}
                description={settlement.failureMessage ?? undefined}
              />
            )}
            <DetailSection title={t('settlements.overview')}>
              <SettlementFields settlement={settlement} />
            </DetailSection>
            <DetailSection title={t('settlements.bankAccount')} hint={t('settlements.bankAccountHint')}>
              <SettlementBankAccountFields settlement={settlement} />
            </DetailSection>
          </Flex>
        )}
      </DetailPage>
    </LiveOnly>
  );
}
