import { ArrowLeftOutlined } from '@ant-design/icons';
import { isPaymentMethodId } from '@paydeck/contract/payment-method-catalogue';
import { Flex, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DetailSection } from '../../../components/DetailSection.tsx';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { ModeTag } from '../../../components/ModeTag.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { useAccess } from '../../../lib/access.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { usePaymentMethod } from '../api/get-payment-method.ts';
import { MethodFeesTable } from '../components/MethodFeesTable.tsx';
import { MethodFields } from '../components/MethodFields.tsx';
import { MethodLimitsTable } from '../components/MethodLimitsTable.tsx';
import { MethodNotFound } from '../components/MethodNotFound.tsx';

/**
 * Spec §2 paymentMethods detail: every catalogue field, the limits per currency and the fee
 * schedule, and the status in the current mode with its switch (can_update). An id that is not a
 * catalogue method is not found without asking the server.
 */
export default function PaymentMethodPage() {
  const { t } = useTranslation('paymentMethods');
  const { accountId = '', id = '' } = useParams();
  const known = isPaymentMethodId(id);
  const method = usePaymentMethod(accountId, id, known);
  const canUpdate = useAccess().data?.payment_method.flags.can_update === true;
  const notFound = !known || (method.error instanceof ApiError && method.error.status === 404);

  const body = notFound ? (
    <MethodNotFound />
  ) : method.isPending ? (
    <Skeleton active paragraph={{ rows: 8 }} />
  ) : method.isError ? (
    <LoadFailed title={t('detail.loadFailed')} error={method.error} onRetry={() => void method.refetch()} />
  ) : (
    <Flex vertical gap={16}>
      <DetailSection title={t('detail.overview')}>
        <MethodFields accountId={accountId} method={method.data} canUpdate={canUpdate} />
      </DetailSection>
      <DetailSection title={t('detail.limits')} hint={t('detail.limitsHint')}>
        <MethodLimitsTable limits={method.data.amountLimits} />
      </DetailSection>
      <DetailSection title={t('detail.fees')} hint={t('detail.feesHint')}>
        <MethodFeesTable fee={method.data.fee} />
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
      <Flex align="center" gap={12} style={{ marginBottom: 8 }}>
        <PageTitle>{known ? t(`method.${id}`) : id}</PageTitle>
        <ModeTag />
      </Flex>
      {body}
    </Flex>
  );
}
