import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BalanceTransactionsLink } from '../../../components/BalanceTransactionsLink.tsx';
import { DetailPage } from '../../../components/DetailPage.tsx';
import { DetailSection } from '../../../components/DetailSection.tsx';
import { GetHelpLink } from '../../../components/GetHelpLink.tsx';
import { moneyText } from '../../../lib/money.ts';
import { usePayment } from '../api/get-payment.ts';
import { PaymentActions } from '../components/PaymentActions.tsx';
import { PaymentDisputes } from '../components/PaymentDisputes.tsx';
import { PaymentFields } from '../components/PaymentFields.tsx';
import { PaymentNotFound } from '../components/PaymentNotFound.tsx';
import { PaymentRefunds } from '../components/PaymentRefunds.tsx';
import { PaymentStatusTag } from '../components/PaymentStatusTag.tsx';

/**
 * Spec §2 transaction/payments/{id}: every spec §3 payment field, the disputed indicator, its
 * refunds and disputes, and what can be done with it (cancel, refund, a test-mode dispute). An
 * unknown id or another account's is the server's 404: spec §8's payment not-found message.
 */
export default function PaymentPage() {
  const { t } = useTranslation('payments');
  const { accountId = '', id = '' } = useParams();
  const query = usePayment(accountId, id);
  return (
    <DetailPage
      backLabel={t('detail.back')}
      title={t('detail.title')}
      recordId={id}
      mode
      query={query}
      extra={
        <Flex gap={8}>
          <BalanceTransactionsLink accountId={accountId} sourceId={id} show={query.isSuccess} />
          <GetHelpLink sourceType="payment" sourceId={id} show={query.isSuccess} />
        </Flex>
      }
      notFound={<PaymentNotFound />}
      loadFailedTitle={t('detail.loadFailed')}
    >
      {(payment) => (
        <Flex vertical gap={16}>
          <Flex align="center" justify="space-between" gap={16} wrap>
            <Flex align="center" gap={12} wrap>
              <span style={{ fontSize: 24, fontWeight: 600 }} data-testid="payment-amount">
                {moneyText(payment.amount, payment.currency)}
              </span>
              <PaymentStatusTag status={payment.status} disputed={payment.disputed} />
            </Flex>
            <PaymentActions accountId={accountId} payment={payment} />
          </Flex>
          <PaymentFields accountId={accountId} payment={payment} />
          <DetailSection title={t('detail.refunds')}>
            <PaymentRefunds accountId={accountId} refunds={payment.refunds} />
          </DetailSection>
          <DetailSection title={t('detail.disputes')}>
            <PaymentDisputes accountId={accountId} disputes={payment.disputes} />
          </DetailSection>
        </Flex>
      )}
    </DetailPage>
  );
}
