import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DetailPage } from '../../../components/DetailPage.tsx';
import { RecordNotFound } from '../../../components/RecordNotFound.tsx';
import { useAccess } from '../../../lib/access.ts';
import { useWebhookEndpoint } from '../api/get-webhook-endpoint.ts';
import { EndpointActions } from '../components/EndpointActions.tsx';
import { EndpointDisabledNotice } from '../components/EndpointDisabledNotice.tsx';
import { EndpointFields } from '../components/EndpointFields.tsx';
import { SigningSecret } from '../components/SigningSecret.tsx';

/**
 * Spec §2 developers/webhooks/{id}: the endpoint's fields, why it is disabled if it is, its
 * signing secret (revealed on demand, rollable) and what can be done with it.
 */
export default function WebhookPage() {
  const { t } = useTranslation('webhooks');
  const { accountId = '', id = '' } = useParams();
  const query = useWebhookEndpoint(accountId, id);
  const flags = useAccess().data?.webhook_endpoint.flags ?? {};
  const canEdit = flags.can_update === true;
  return (
    <DetailPage
      backLabel={t('detail.back')}
      title={t('detail.title')}
      recordId={id}
      mode
      query={query}
      notFound={
        <RecordNotFound
          testId="endpoint-not-found"
          title={t('detail.notFound')}
          hint={t('detail.notFoundHint')}
          backLabel={t('detail.back')}
        />
      }
      loadFailedTitle={t('detail.loadFailed')}
    >
      {(endpoint) => (
        <Flex vertical gap={16}>
          <EndpointDisabledNotice endpoint={endpoint} />
          <EndpointActions
            accountId={accountId}
            endpoint={endpoint}
            canEdit={canEdit}
            canDelete={flags.can_delete_webhook_endpoint === true}
          />
          <EndpointFields endpoint={endpoint} />
          <SigningSecret accountId={accountId} endpoint={endpoint} canEdit={canEdit} />
        </Flex>
      )}
    </DetailPage>
  );
}
