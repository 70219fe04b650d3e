import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Flex, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DetailSection } from '../../../components/DetailSection.tsx';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { ModeTag } from '../../../components/ModeTag.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { useAccess } from '../../../lib/access.ts';
import { ApiError } from '../../../lib/api-client.ts';
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
  const refund = useRefund(accountId, id);
  const canRefund = useAccess().data?.refund.flags.can_add_refund === true;
  const notFound = refund.error instanceof ApiError && refund.error.status === 404;

  const body = notFound ? (
    <RefundNotFound />
  ) : refund.isPending ? (
    <Skeleton active paragraph={{ rows: 10 }} />
  ) : refund.isError ? (
    <LoadFailed title={t('detail.loadFailed')} error={refund.error} onRetry={() => void refund.refetch()} />
  ) : (
    <Flex vertical gap={16}>
      {refund.data.status === 'failed' && (
        <Alert type="error" showIcon title={t('detail.failedTitle')} description={failureText(refund.data, t)} />
      )}
      <DetailSection title={t('detail.overview')}>
        <RefundFields accountId={accountId} refund={refund.data} />
      </DetailSection>
      {refund.data.status === 'pending' && !isLivemode() && canRefund && (
        <RefundSimulator accountId={accountId} refundId={refund.data.id} />
      )}
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
        <PageTitle>{t('detail.title')}</PageTitle>
        <ModeTag />
      </Flex>
      {body}
    </Flex>
  );
}
