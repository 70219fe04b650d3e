import type { EventType } from '@paydeck/contract/event-types';
import type { WebhookHistoryStatus } from '@paydeck/contract/webhook-types';
import { and, eq, getTableColumns, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { newestFirstPage } from '../../db/paging.ts';
import { webhookDeliveries, webhookEndpoints, webhookHistories } from '../../db/schema/webhooks.ts';

export type HistoryFilter = {
  endpointId?: string | undefined;
  eventType?: EventType | undefined;
  status?: WebhookHistoryStatus | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
};

const whereOf = (accountId: string, livemode: boolean, filter: HistoryFilter): SQL | undefined =>
  and(
    eq(webhookHistories.accountId, accountId),
    eq(webhookHistories.livemode, livemode),
    filter.endpointId ? eq(webhookHistories.endpointId, filter.endpointId) : undefined,
    filter.eventType ? eq(webhookHistories.eventType, filter.eventType) : undefined,
    filter.status ? eq(webhookHistories.status, filter.status) : undefined,
    filter.from ? gte(webhookHistories.timeCreated, filter.from) : undefined,
    filter.to ? lt(webhookHistories.timeCreated, filter.to) : undefined,
  );

/** The body sent, with the attempt: it is kept once per delivery, not per attempt. */
const historyColumns = (payloadChars?: number) => ({
  ...getTableColumns(webhookHistories),
  payload:
    payloadChars === undefined
      ? webhookDeliveries.payload
      : sql<string>`left(${webhookDeliveries.payload}, ${payloadChars})`.as('payload'),
  responseBody:
    payloadChars === undefined
      ? webhookHistories.responseBody
      : sql<string | null>`left(${webhookHistories.responseBody}, ${payloadChars})`.as('response_body_short'),
});
export type HistoryRow = typeof webhookHistories.$inferSelect & { payload: string };

export const listHistories = (
  db: Executor,
  accountId: string,
  livemode: boolean,
  filter: HistoryFilter,
  page: { page: number; per_page: number },
  textChars: number,
) =>
  newestFirstPage(
    db,
    db
      .select(historyColumns(textChars))
      .from(webhookHistories)
      .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookHistories.deliveryId))
      .$dynamic(),
    webhookHistories,
    whereOf(accountId, livemode, filter),
    page,
  );

export const findHistory = async (db: Executor, accountId: string, livemode: boolean, id: string) => {
  const [row] = await db
    .select(historyColumns())
    .from(webhookHistories)
    .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookHistories.deliveryId))
    .where(and(whereOf(accountId, livemode, {}), eq(webhookHistories.id, id)));
  return row ?? null;
};

/**
 * The deliveries a bulk replay sends: those with an attempt matching the filter, to endpoints
 * that are enabled (a disabled one would not be sent to), each once however many attempts matched.
 */
export const deliveriesToReplay = (db: Executor, accountId: string, livemode: boolean, filter: HistoryFilter) =>
  db
    .select(getTableColumns(webhookDeliveries))
    .from(webhookDeliveries)
    .innerJoin(
      webhookEndpoints,
      and(eq(webhookEndpoints.id, webhookDeliveries.endpointId), eq(webhookEndpoints.status, 'enabled')),
    )
    .where(
      inArray(
        webhookDeliveries.id,
        db
          .select({ id: webhookHistories.deliveryId })
          .from(webhookHistories)
          .where(whereOf(accountId, livemode, filter)),
      ),
    )
    .orderBy(webhookDeliveries.timeCreated, webhookDeliveries.id);
