import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DetailPage } from '../../../components/DetailPage.tsx';
import { RecordNotFound } from '../../../components/RecordNotFound.tsx';
import { useAccess } from '../../../lib/access.ts';
import { useWebhookHistory } from '../api/get-webhook-history.ts';
import { HistoryFields } from '../components/HistoryFields.tsx';
import { ResendButton } from '../components/ResendButton.tsx';

/**
 * Spec §2 developers/webhook_histories/{id}: one attempt, with what was sent and what came back
 * (the first 16 KB), why it failed if it did, and a resend.
 */
export default function WebhookHistoryPage() {
  const { t } = useTranslation('webhooks');
  const { accountId = '', id = '' } = useParams();
  const query = useWebhookHistory(accountId, id);
  const canResend = useAccess().data?.webhook_endpoint.flags.can_update === true;
  return (
    <DetailPage
      backLabel={t('history.back')}
      title={t('history.title')}
      recordId={id}
      mode
      extra={canResend && query.isSuccess && <ResendButton accountId={accountId} historyId={id} />}
      query={query}
      notFound={
        <RecordNotFound
          testId="history-not-found"
          title={t('history.notFound')}
          hint={t('history.notFoundHint')}
          backLabel={t('history.back')}
        />
      }
      loadFailedTitle={t('history.loadFailed')}
    >
      {(history) => (
        <Flex vertical gap={16}>
          <HistoryFields accountId={accountId} history={history} />
        </Flex>
      )}
    </DetailPage>
  );
}
