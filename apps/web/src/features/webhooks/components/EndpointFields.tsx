import { useTranslation } from 'react-i18next';
import { Code } from '../../../components/Code.tsx';
import { DetailSection } from '../../../components/DetailSection.tsx';
import { type Field, FieldGrid } from '../../../components/FieldGrid.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import type { WebhookEndpointRow } from '../api/get-webhook-endpoints.ts';
import { EnabledEvents } from './EnabledEvents.tsx';
import { EndpointStatusTag } from './EndpointStatusTag.tsx';

/** Spec §3 webhook endpoint fields (the signing secret has its own section). */
export const EndpointFields = ({ endpoint }: { endpoint: WebhookEndpointRow }) => {
  const { t } = useTranslation('webhooks');
  const fields: Field[] = [
    { key: 'url', label: t('detail.field.url'), value: <Code>{endpoint.url}</Code> },
    { key: 'description', label: t('detail.field.description'), value: endpoint.description },
    { key: 'status', label: t('detail.field.status'), value: <EndpointStatusTag endpoint={endpoint} /> },
    { key: 'events', label: t('detail.field.events'), value: <EnabledEvents events={endpoint.enabledEvents} /> },
    { key: 'apiVersion', label: t('detail.field.apiVersion'), value: <Code>{endpoint.apiVersion}</Code> },
    { key: 'created', label: t('detail.field.created'), value: formatDateTime(endpoint.timeCreated) },
    { key: 'updated', label: t('detail.field.updated'), value: formatDateTime(endpoint.timeUpdated) },
  ];
  return (
    <DetailSection title={t('detail.overview')}>
      <FieldGrid fields={fields} />
    </DetailSection>
  );
};
