import type { EventType } from '@paydeck/contract/event-types';
import { replayMax, replayPerSecond, webhookResponseBodyListChars } from '@paydeck/contract/webhook-types';
import type {
  WebhookHistory,
  WebhookHistoryListQuery,
  WebhookReplay,
  webhookReplayBody,
} from '@paydeck/contract/webhooks';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { type Operator, recordOperation } from '../../core/operation-log.ts';
import type { Scope } from '../../core/scope.ts';
import type { Executor } from '../../db/client.ts';
import { listPageOf, timeRange } from '../../db/paging.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { unixSeconds } from '../../lib/time.ts';
import { type DeliveryInsert, type DeliveryRow, insertDeliveries } from './deliveries.repository.ts';
import { scopedEndpoint } from './endpoints.service.ts';
import {
  deliveriesToReplay,
  findHistory,
  type HistoryFilter,
  type HistoryRow,
  listHistories,
} from './histories.repository.ts';
import { sampleEvent, webhookPayload } from './payloads.ts';

type ReplayBody = z.output<typeof webhookReplayBody>;

export const historyOf = (row: HistoryRow): WebhookHistory => ({
  id: row.id,
  object: 'webhook_history',
  livemode: row.livemode,
  endpoint_id: row.endpointId,
  delivery_id: row.deliveryId,
  event_id: row.eventId,
  event_type: row.eventType,
  object_id: row.objectId,
  origin: row.origin,
  attempt: row.attempt,
  request_method: 'POST',
  notify_url: row.notifyUrl,
  status: row.status,
  request_headers: row.requestHeaders,
  payload: row.payload,
  response_code: row.responseCode,
  response_headers: row.responseHeaders,
  response_body: row.responseBody,
  error: row.error,
  duration_ms: row.durationMs,
  time_created: unixSeconds(row.timeCreated),
});

const filterOf = (query: Omit<WebhookHistoryListQuery, 'page' | 'per_page'>): HistoryFilter => ({
  endpointId: query.endpoint_id,
  eventType: query.event_type,
  status: query.status,
  ...timeRange(query),
});

/** Newest first; payloads and response bodies cut short (the detail has them in full). */
export const historyPage = async (ctx: AppContext, scope: Scope, query: WebhookHistoryListQuery) => {
  const { rows, total } = await listHistories(
    ctx.db,
    scope.account.id,
    scope.livemode,
    filterOf(query),
    query,
    webhookResponseBodyListChars,
  );
  return listPageOf(rows.map(historyOf), total, query);
};

export const historyDetail = async (ctx: AppContext, scope: Scope, id: string) => {
  const row = await findHistory(ctx.db, scope.account.id, scope.livemode, id);
  if (!row) throw new AppError('webhook_history_not_found');
  return historyOf(row);
};

/** An endpoint of the scope that may be sent to now. */
const enabledEndpoint = async (db: Executor, scope: Scope, id: string) => {
  const endpoint = await scopedEndpoint(db, scope, id);
  if (endpoint.status !== 'enabled') throw new AppError('webhook_endpoint_disabled');
  return endpoint;
};

/** Queues one delivery a user asked for (a test event, a resend), with its line in the activity log. */
const queued = (db: Executor, operator: Operator, scope: Scope, description: string, row: DeliveryInsert) =>
  db.transaction(async (tx) => {
    await insertDeliveries(tx, [row]);
    await recordOperation(tx, operator, scope.account, {
      action: 'sent',
      sourceType: 'webhook',
      sourceId: row.endpointId,
      description,
    });
    return { delivery_id: row.id ?? '', endpoint_id: row.endpointId, event_id: row.eventId };
  });

/** A sample event of `type` sent to one endpoint, through the same queue, signing and retries as real ones. */
export const sendTestEvent = async (
  ctx: AppContext,
  operator: Operator,
  scope: Scope,
  endpointId: string,
  type: EventType,
) => {
  const endpoint = await enabledEndpoint(ctx.db, scope, endpointId);
  const event = sampleEvent(type, scope.livemode, new Date());
  return queued(ctx.db, operator, scope, `${endpoint.url}: test event ${type}`, {
    accountId: scope.account.id,
    id: newId('wd'),
    livemode: scope.livemode,
    endpointId: endpoint.id,
    eventId: event.id,
    eventType: type,
    objectId: event.data.id,
    origin: 'test',
    payload: webhookPayload(event),
    timeNextAttempt: new Date(),
  });
};

type Sent = Pick<
  DeliveryRow,
  'accountId' | 'livemode' | 'endpointId' | 'eventId' | 'eventType' | 'objectId' | 'payload'
>;

/** Another delivery of what was sent: the same body and `webhook-id`, so the receiver can tell it has seen it. */
const copyOf = (sent: Sent, origin: 'resend' | 'replay', at: Date): DeliveryInsert => ({
  accountId: sent.accountId,
  id: newId('wd'),
  livemode: sent.livemode,
  endpointId: sent.endpointId,
  eventId: sent.eventId,
  eventType: sent.eventType,
  objectId: sent.objectId,
  origin,
  payload: sent.payload,
  timeNextAttempt: at,
});

export const resendHistory = async (ctx: AppContext, operator: Operator, scope: Scope, id: string) => {
  const history = await findHistory(ctx.db, scope.account.id, scope.livemode, id);
  if (!history) throw new AppError('webhook_history_not_found');
  const endpoint = await enabledEndpoint(ctx.db, scope, history.endpointId);
  return queued(
    ctx.db,
    operator,
    scope,
    `${endpoint.url}: resent ${history.eventId}`,
    copyOf(history, 'resend', new Date()),
  );
};

/**
 * A bulk replay. The dry run counts the set and fixes `as_of`: attempts made later never join
 * it. The replay counts it again under the same filter and `as_of` and sends it only if the
 * count is the one shown; each endpoint gets at most `replayPerSecond` of them a second.
 */
export const replayHistories = async (
  ctx: AppContext,
  operator: Operator,
  scope: Scope,
  body: ReplayBody,
): Promise<WebhookReplay> => {
  const asOf = body.dry_run ? unixSeconds(new Date()) + 1 : body.as_of;
  if (asOf === undefined || (!body.dry_run && body.expected_count === undefined)) {
    throw new AppError('webhook_replay_as_of_required');
  }
  const filter = filterOf(body);
  const to = new Date(Math.min(filter.to?.getTime() ?? Number.POSITIVE_INFINITY, asOf * 1000));
  return ctx.db.transaction(async (tx) => {
    const set = await deliveriesToReplay(tx, scope.account.id, scope.livemode, { ...filter, to });
    if (body.dry_run) return { dry_run: true, count: set.length, as_of: asOf };
    if (set.length > replayMax)
      throw new AppError('webhook_replay_too_many', { params: { count: set.length, max: replayMax } });
    if (set.length !== body.expected_count) {
      throw new AppError('webhook_replay_changed', {
        params: { count: set.length, expected: body.expected_count ?? 0 },
      });
    }
    const now = Date.now();
    const perEndpoint = new Map<string, number>();
    const copies = set.map((delivery) => {
      const index = perEndpoint.get(delivery.endpointId) ?? 0;
      perEndpoint.set(delivery.endpointId, index + 1);
      return copyOf(delivery, 'replay', new Date(now + Math.floor(index / replayPerSecond) * 1000));
    });
    for (let i = 0; i < copies.length; i += 500) await insertDeliveries(tx, copies.slice(i, i + 500));
    await recordOperation(tx, operator, scope.account, {
      action: 'sent',
      sourceType: 'webhook',
      sourceId: body.endpoint_id ?? null,
      description: `replayed ${set.length} deliveries`,
    });
    return { dry_run: false, count: set.length, as_of: asOf };
  });
};
