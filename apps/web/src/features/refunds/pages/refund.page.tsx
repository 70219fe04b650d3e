import { Alert, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BalanceTransactionsLink } from '../../../components/BalanceTransactionsLink.tsx';
import { DetailPage } from '../../../components/DetailPage.tsx';
import { DetailSection } from '../../../components/DetailSection.tsx';
import { GetHelpLink } from '../../../components/GetHelpLink.tsx';
import { useAccess } from '../../../lib/access.ts';
import { isLivemode } from '../../../lib/livemode.ts';
import { useRefund } from '../api/get-refund.ts';
import { failureText } from '../components/failure-text.ts';
import { RefundFields } from '../components/RefundFields.tsx';
import { RefundNotFound } from '../components/RefundNotFound.tsx';
import { RefundSimulator } from '../components/RefundSimulator.tsx';

/**
 * Spec §2 transaction/refunds/{id}: every refund field, why it failed, and in test mode the
 * simulator's answers to a pending refund (for those who may refund). Unknown or another
 * account's id: the refund's not-found message.
 */
export default function RefundPage() {
  const { t } = useTranslation('refunds');
  const { accountId = '', id = '' } = useParams();
  const query = useRefund(accountId, id);
  const canRefund = useAccess().data?.refund.flags.can_add_refund === true;
  return (
    <DetailPage
      backLabel={t('detail.back')}
      title={t('detail.title')}
      mode
      query={query}
      extra={
        <Flex gap={8}>
          <BalanceTransactionsLink accountId={accountId} sourceId={id} show={query.isSuccess} />
          <GetHelpLink sourceType="refund" sourceId={id} show={query.isSuccess} />
        </Flex>
      }
      notFound={<RefundNotFound />}
      loadFailedTitle={t('detail.loadFailed')}
    >
      {(refund) => (
        <Flex vertical gap={16}>
          {refund.status === 'failed' && (
            <Alert type="error" showIcon title={t('detail.failedTitle')} description={failureText(refund, t)} />
          )}
          <DetailSection title={t('detail.overview')}>
            <RefundFields accountId={accountId} refund={refund} />
          </DetailSection>
          {refund.status === 'pending' && !isLivemode() && canRefund && (
            <RefundSimulator accountId={accountId} refundId={refund.id} />
          )}
        </Flex>
      )}
    </DetailPage>
  );
}
