import { isPaymentMethodId } from '@paydeck/contract/payment-method-catalogue';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DetailPage } from '../../../components/DetailPage.tsx';
import { DetailSection } from '../../../components/DetailSection.tsx';
import { useAccess } from '../../../lib/access.ts';
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
  const query = usePaymentMethod(accountId, id, known);
  const canUpdate = useAccess().data?.payment_method.flags.can_update === true;
  return (
    <DetailPage
      backLabel={t('detail.back')}
      title={known ? t(`method.${id}`) : id}
      mode
      query={query}
      unknownId={!known}
      notFound={<MethodNotFound />}
      loadFailedTitle={t('detail.loadFailed')}
    >
      {(method) => (
        <Flex vertical gap={16}>
          <DetailSection title={t('detail.overview')}>
            <MethodFields accountId={accountId} method={method} canUpdate={canUpdate} />
          </DetailSection>
          <DetailSection title={t('detail.limits')} hint={t('detail.limitsHint')}>
            <MethodLimitsTable limits={method.amountLimits} />
          </DetailSection>
          <DetailSection title={t('detail.fees')} hint={t('detail.feesHint')}>
            <MethodFeesTable fee={method.fee} />
          </DetailSection>
        </Flex>
      )}
    </DetailPage>
  );
}
