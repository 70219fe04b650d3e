import { Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BalanceTransactionsLink } from '../../../components/BalanceTransactionsLink.tsx';
import { DetailPage } from '../../../components/DetailPage.tsx';
import { DetailSection } from '../../../components/DetailSection.tsx';
import { GetHelpLink } from '../../../components/GetHelpLink.tsx';
import { useAccess } from '../../../lib/access.ts';
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
  const query = useDispute(accountId, id);
  const canEdit = useAccess().data?.dispute.flags.can_update === true;
  return (
    <DetailPage
      backLabel={t('detail.back')}
      title={t('detail.title')}
      mode
      query={query}
      extra={
        <Flex gap={8}>
          <BalanceTransactionsLink accountId={accountId} sourceId={id} show={query.isSuccess} />
          <GetHelpLink sourceType="dispute" sourceId={id} show={query.isSuccess} />
        </Flex>
      }
      notFound={<DisputeNotFound />}
      loadFailedTitle={t('detail.loadFailed')}
    >
      {(dispute) => (
        <Flex vertical gap={16}>
          {dispute.status === 'needs_response' && canEdit && (
            <DisputeResponse accountId={accountId} dispute={dispute} />
          )}
          <DetailSection title={t('detail.overview')}>
            <DisputeFields accountId={accountId} dispute={dispute} />
          </DetailSection>
          <DetailSection title={t('evidence.section')}>
            {dispute.evidence ? (
              <DisputeEvidence evidence={dispute.evidence} />
            ) : (
              <span style={{ color: token.colorTextSecondary }}>{t('evidence.none')}</span>
            )}
          </DetailSection>
          {(dispute.status === 'needs_response' || dispute.status === 'under_review') && !isLivemode() && canEdit && (
            <DisputeSimulator accountId={accountId} disputeId={dispute.id} status={dispute.status} />
          )}
        </Flex>
      )}
    </DetailPage>
  );
}
