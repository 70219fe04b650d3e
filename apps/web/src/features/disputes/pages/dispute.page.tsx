import { ArrowLeftOutlined } from '@ant-design/icons';
import { Flex, Skeleton, theme } from 'antd';
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
import { useDispute } from '../api/get-dispute.ts';
import { DisputeEvidence } from '../components/DisputeEvidence.tsx';
import { DisputeFields } from '../components/DisputeFields.tsx';
import { DisputeNotFound } from '../components/DisputeNotFound.tsx';
import { DisputeResponse } from '../components/DisputeResponse.tsx';
import { DisputeSimulator } from '../components/DisputeSimulator.tsx';

/**
 * Spec §2 transaction/disputes/{id}: every dispute field with the response deadline counting
 * down, the evidence submitted, the merchant's answer (evidence or accept, for those who may edit
 * disputes) and in test mode the simulator's decisions. Unknown or another account's id: the
 * dispute's not-found message.
 */
export default function DisputePage() {
  const { t } = useTranslation('disputes');
  const { token } = theme.useToken();
  const { accountId = '', id = '' } = useParams();
  const dispute = useDispute(accountId, id);
  const canEdit = useAccess().data?.dispute.flags.can_update === true;
  const notFound = dispute.error instanceof ApiError && dispute.error.status === 404;

  const body = notFound ? (
    <DisputeNotFound />
  ) : dispute.isPending ? (
    <Skeleton active paragraph={{ rows: 10 }} />
  ) : dispute.isError ? (
    <LoadFailed title={t('detail.loadFailed')} error={dispute.error} onRetry={() => void dispute.refetch()} />
  ) : (
    <Flex vertical gap={16}>
      {dispute.data.status === 'needs_response' && canEdit && (
        <DisputeResponse accountId={accountId} dispute={dispute.data} />
      )}
      <DetailSection title={t('detail.overview')}>
        <DisputeFields accountId={accountId} dispute={dispute.data} />
      </DetailSection>
      <DetailSection title={t('evidence.section')}>
        {dispute.data.evidence ? (
          <DisputeEvidence evidence={dispute.data.evidence} />
        ) : (
          <span style={{ color: token.colorTextSecondary }}>{t('evidence.none')}</span>
        )}
      </DetailSection>
      {(dispute.data.status === 'needs_response' || dispute.data.status === 'under_review') &&
        !isLivemode() &&
        canEdit && <DisputeSimulator accountId={accountId} disputeId={dispute.data.id} status={dispute.data.status} />}
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
