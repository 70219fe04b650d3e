import { ArrowLeftOutlined } from '@ant-design/icons';
import { Flex, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CopyButton } from '../../../components/CopyButton.tsx';
import { DetailSection } from '../../../components/DetailSection.tsx';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { ModeTag } from '../../../components/ModeTag.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { ApiError } from '../../../lib/api-client.ts';
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
  const payment = usePayment(accountId, id);
  const notFound = payment.error instanceof ApiError && payment.error.status === 404;

  const body = notFound ? (
    <PaymentNotFound />
  ) : payment.isPending ? (
    <Skeleton active paragraph={{ rows: 10 }} />
  ) : payment.isError ? (
    <LoadFailed title={t('detail.loadFailed')} error={payment.error} onRetry={() => void payment.refetch()} />
  ) : (
    <Flex vertical gap={16}>
      <Flex align="center" justify="space-between" gap={16} wrap>
        <Flex align="center" gap={12} wrap>
          <span style={{ fontSize: 24, fontWeight: 600 }} data-testid="payment-amount">
            {moneyText(payment.data.amount, payment.data.currency)}
          </span>
          <PaymentStatusTag status={payment.data.status} disputed={payment.data.disputed} />
        </Flex>
        <PaymentActions accountId={accountId} payment={payment.data} />
      </Flex>
      <PaymentFields accountId={accountId} payment={payment.data} />
      <DetailSection title={t('detail.refunds')}>
        <PaymentRefunds accountId={accountId} refunds={payment.data.refunds} />
      </DetailSection>
      <DetailSection title={t('detail.disputes')}>
        <PaymentDisputes accountId={accountId} disputes={payment.data.disputes} />
      </DetailSection>
    </Flex>
  );

  return (
    <Flex vertical gap={8}>
      <LinkButton
        to=".."
        type="link"
        icon={<ArrowLeftOutlined />}
        style={{ paddingInline: 0, alignSelf: 'flex-start' }}
      >
        {t('detail.back')}
      </LinkButton>
      <Flex align="center" gap={12} wrap style={{ marginBottom: 8 }}>
        <PageTitle>{t('detail.title')}</PageTitle>
        <code>{id}</code>
        {!notFound && <CopyButton text={id} size="small" type="text" />}
        <ModeTag />
      </Flex>
      {body}
    </Flex>
  );
}
