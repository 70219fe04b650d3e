import type { EventType } from '@paydeck/contract/event-types';
import { useTranslation } from 'react-i18next';
import { Code } from '../../../components/Code.tsx';
import { DetailSection } from '../../../components/DetailSection.tsx';
import { type Field, FieldGrid } from '../../../components/FieldGrid.tsx';
import { keyValues } from '../../../components/KeyValues.tsx';
import { TextLink } from '../../../components/TextLink.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { type AccountPage, accountPath } from '../../../lib/paths.ts';
import type { WebhookHistoryRow } from '../api/get-webhook-histories.ts';
import { HistoryStatusTag } from './HistoryStatusTag.tsx';
import { PrettyBody } from './PrettyBody.tsx';

/** The page of the object an event is about; a test event's sample object has none. */
const objectPages: Record<string, AccountPage> = { payment: 'payments', refund: 'refunds', dispute: 'disputes' };
const objectPageOf = (type: EventType, eventId: string) =>
  eventId.startsWith('evt_test_') ? undefined : objectPages[type.split('.')[0] ?? ''];

/**
 * Spec §3 webhook history fields in three sections: the attempt (why it was sent, how it went),
 * the request as sent, and the response as answered.
 */
export const HistoryFields = ({ accountId, history }: { accountId: string; history: WebhookHistoryRow }) => {
  const { t } = useTranslation('webhooks');
  const objectPage = objectPageOf(history.eventType, history.eventId);
  const overview: Field[] = [
    { key: 'status', label: t('history.field.status'), value: <HistoryStatusTag status={history.status} /> },
    {
      key: 'attempt',
      label: t('history.field.attempt'),
      value: t('history.attemptOf', { attempt: String(history.attempt) }),
    },
    { key: 'origin', label: t('history.field.origin'), value: t(`origin.${history.origin}`) },
    { key: 'eventType', label: t('history.field.eventType'), value: <Code>{history.eventType}</Code> },
    { key: 'eventId', label: t('history.field.eventId'), value: <Code>{history.eventId}</Code> },
    {
      key: 'objectId',
      label: t('history.field.objectId'),
      value:
        history.objectId &&
        (objectPage ? (
          <TextLink to={accountPath(accountId, objectPage, history.objectId)}>
            <Code>{history.objectId}</Code>
          </TextLink>
        ) : (
          <Code>{history.objectId}</Code>
        )),
    },
    {
      key: 'endpoint',
      label: t('history.field.endpoint'),
      value: (
        <TextLink to={accountPath(accountId, 'webhooks', history.endpointId)}>
          <Code>{history.endpointId}</Code>
        </TextLink>
      ),
    },
    { key: 'created', label: t('history.field.created'), value: formatDateTime(history.timeCreated) },
    {
      key: 'duration',
      label: t('history.field.duration'),
      value: t('histories.durationMs', { ms: String(history.durationMs) }),
    },
    { key: 'error', label: t('history.field.error'), value: history.error && t(`error.${history.error}`) },
  ];
  const request: Field[] = [
    { key: 'method', label: t('history.field.method'), value: <Code>{history.requestMethod}</Code> },
    { key: 'url', label: t('history.field.url'), value: <Code>{history.notifyUrl}</Code> },
    { key: 'requestHeaders', label: t('history.field.requestHeaders'), value: keyValues(history.requestHeaders) },
    {
      key: 'payload',
      label: t('history.field.payload'),
      value: <PrettyBody body={history.payload} testId="payload" />,
    },
  ];
  const response: Field[] = [
    { key: 'code', label: t('history.field.code'), value: history.responseCode ?? t('histories.noResponse') },
    {
      key: 'responseHeaders',
      label: t('history.field.responseHeaders'),
      value: history.responseHeaders && keyValues(history.responseHeaders),
    },
    {
      key: 'body',
      label: t('history.field.body'),
      value: <PrettyBody body={history.responseBody} testId="response-body" />,
    },
  ];
  return (
    <>
      <DetailSection title={t('history.overview')}>
        <FieldGrid fields={overview} />
      </DetailSection>
      <DetailSection title={t('history.request')}>
        <FieldGrid fields={request} />
      </DetailSection>
      <DetailSection title={t('history.response')} hint={t('history.responseHint')}>
        <FieldGrid fields={response} />
      </DetailSection>
    </>
  );
};
