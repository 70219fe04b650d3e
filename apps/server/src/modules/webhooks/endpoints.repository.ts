import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { newestFirstPage } from '../../db/paging.ts';
import { webhookEndpoints } from '../../db/schema/webhooks.ts';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type EndpointInsert = typeof webhookEndpoints.$inferInsert;

const ofScope = (accountId: string, livemode: boolean) =>
  and(eq(webhookEndpoints.accountId, accountId), eq(webhookEndpoints.livemode, livemode));

export const insertEndpoint = async (db: Executor, values: EndpointInsert) => {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  if (!row) throw new Error('webhook endpoint insert returned no row');
  return row;
};

export const listEndpoints = (
  db: Executor,
  accountId: string,
  livemode: boolean,
  page: { page: number; per_page: number },
) =>
  newestFirstPage(
    db,
    db.select().from(webhookEndpoints).$dynamic(),
    webhookEndpoints,
    ofScope(accountId, livemode),
    page,
  );

export const findEndpoint = async (db: Executor, accountId: string, livemode: boolean, id: string) => {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(ofScope(accountId, livemode), eq(webhookEndpoints.id, id)));
  return row ?? null;
};

/** The endpoint, locked for a change that reads it first (a secret roll). */
export const lockEndpoint = async (db: Executor, accountId: string, livemode: boolean, id: string) => {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(ofScope(accountId, livemode), eq(webhookEndpoints.id, id)))
    .for('update');
  return row ?? null;
};

export const updateEndpoint = async (
  db: Executor,
  accountId: string,
  livemode: boolean,
  id: string,
  values: Partial<EndpointInsert>,
) => {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ ...values, timeUpdated: sql`now()` })
    .where(and(ofScope(accountId, livemode), eq(webhookEndpoints.id, id)))
    .returning();
  return row ?? null;
};

export const deleteEndpoint = async (db: Executor, accountId: string, livemode: boolean, id: string) => {
  const [row] = await db
    .delete(webhookEndpoints)
    .where(and(ofScope(accountId, livemode), eq(webhookEndpoints.id, id)))
    .returning({ id: webhookEndpoints.id });
  return row ?? null;
};

/** The enabled endpoints of these accounts (both modes), with the events each takes: a batch of events' receivers. */
export const enabledEndpointsOf = (db: Executor, accountIds: string[]) =>
  db
    .select({
      id: webhookEndpoints.id,
      accountId: webhookEndpoints.accountId,
      livemode: webhookEndpoints.livemode,
      enabledEvents: webhookEndpoints.enabledEvents,
    })
    .from(webhookEndpoints)
    .where(and(inArray(webhookEndpoints.accountId, accountIds), eq(webhookEndpoints.status, 'enabled')));

export const endpointsByIds = (db: Executor, ids: string[]) =>
  ids.length === 0 ? Promise.resolve([]) : db.select().from(webhookEndpoints).where(inArray(webhookEndpoints.id, ids));

export const endpointExists = async (db: Executor, accountId: string) =>
  (
    await db
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.accountId, accountId))
      .limit(1)
  ).length > 0;
