import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import type { startReceiver } from '../test/webhook-receiver.ts';
import { pause } from './processes.ts';

/** What the clients were told was done (ids by kind), and what the rules refused. */
export type Acknowledged = {
  payments: string[];
  refunds: string[];
  settlements: string[];
  payouts: string[];
  refused: number;
  retried: number;
};

/**
 * Every rule of money a crash or a second process must not break, each as a query returning the
 * rows that break it: every acknowledged write is there once with its ledger entry, nothing else
 * is, each balance is the sum of its entries, each object has exactly one creation event.
 */
export const auditMoney = async (sql: pg.Client, accountId: string, acked: Acknowledged) => {
  const violations: string[] = [];
  const check = async (what: string, query: string, params: unknown[]) => {
    const { rows } = await sql.query(query, params);
    for (const row of rows) violations.push(`${what}: ${JSON.stringify(row)}`);
  };
  const ids = (list: string[]) => [list];
  await check(
    'acknowledged payment missing, unpaid, or without exactly one payment entry',
    `select id, (select status from payments p where p.id = a.id) as status,
       (select count(*) from balance_transactions t where t.source_id = a.id and t.type = 'payment') as entries
     from unnest($1::text[]) as a(id)
     where coalesce((select status from payments p where p.id = a.id), 'missing') <> 'paid'
        or (select count(*) from balance_transactions t where t.source_id = a.id and t.type = 'payment') <> 1`,
    ids(acked.payments),
  );
  await check(
    'acknowledged refund missing, or without exactly one refund entry',
    `select id from unnest($1::text[]) as a(id)
     where not exists (select 1 from refunds r where r.id = a.id)
        or (select count(*) from balance_transactions t where t.source_id = a.id and t.type = 'refund') <> 1`,
    ids(acked.refunds),
  );
  // A withdrawal and a payout each take their amount and fee in one entry.
  for (const [what, table, type, list] of [
    ['withdrawal', 'settlements', 'settlement', acked.settlements],
    ['payout', 'payouts', 'payout', acked.payouts],
  ] as const) {
    await check(
      `acknowledged ${what} missing, or without exactly one ${type} entry of amount and fee`,
      `select id from unnest($1::text[]) as a(id)
       where not exists (select 1 from ${table} o where o.id = a.id)
          or (select count(*) from balance_transactions t join ${table} o on o.id = t.source_id
              where t.source_id = a.id and t.type = '${type}' and t.net = -(o.amount + o.fee)) <> 1`,
      ids(list),
    );
  }
  await check(
    'applied twice or never acknowledged (more objects than acknowledged writes)',
    `select 'payments' as kind, count(*) from payments where account_id = $1 and source_type = 'regular'
       having count(*) <> $2
     union all select 'refunds', count(*) from refunds where account_id = $1 having count(*) <> $3
     union all select 'settlements', count(*) from settlements where account_id = $1 having count(*) <> $4
     union all select 'payouts', count(*) from payouts where account_id = $1 having count(*) <> $5`,
    [accountId, acked.payments.length, acked.refunds.length, acked.settlements.length, acked.payouts.length],
  );
  await check(
    'entry without its object',
    `select t.id, t.type, t.source_id from balance_transactions t
     where t.account_id = $1 and not exists (
       select 1 from payments p where p.id = t.source_id union all select 1 from refunds r where r.id = t.source_id
       union all select 1 from settlements s where s.id = t.source_id
       union all select 1 from payouts o where o.id = t.source_id)`,
    [accountId],
  );
  await check(
    "payment's refunded amounts differ from its refunds",
    `select p.id, p.amount_refund_pending + p.amount_refunded as on_payment, coalesce(sum(r.amount), 0) as refunds
     from payments p left join refunds r on r.payment_id = p.id and r.status <> 'failed'
     where p.account_id = $1 group by p.id
     having p.amount_refund_pending + p.amount_refunded <> coalesce(sum(r.amount), 0)`,
    [accountId],
  );
  await check(
    'balance is not the sum of its entries',
    `select b.currency, b.available, b.pending, coalesce(sum(t.net), 0) as entries,
       coalesce(sum(t.net) filter (where t.time_available <= b.matured_through), 0) as matured
     from balances b left join balance_transactions t
       on t.account_id = b.account_id and t.livemode = b.livemode and t.currency = b.currency
     where b.account_id = $1 group by b.account_id, b.livemode, b.currency, b.available, b.pending, b.matured_through
     having b.available + b.pending <> coalesce(sum(t.net), 0)
        or b.available <> coalesce(sum(t.net) filter (where t.time_available <= b.matured_through), 0)`,
    [accountId],
  );
  await check(
    'object without exactly one creation event',
    `select * from (
       select o.id, (select count(*) from events e where e.object_id = o.id and e.type = o.kind || '.created') as created
       from (select id, 'payment' as kind from payments where account_id = $1
             union all select id, 'refund' from refunds where account_id = $1
             union all select id, 'settlement' from settlements where account_id = $1
             union all select id, 'payout' from payouts where account_id = $1) o
     ) counted where created <> 1`,
    [accountId],
  );
  await check(
    'paid payment without exactly one payment.succeeded event',
    `select p.id from payments p where p.account_id = $1 and p.status = 'paid'
       and (select count(*) from events e where e.object_id = p.id and e.type = 'payment.succeeded') <> 1`,
    [accountId],
  );
  return violations;
};

/**
 * Waits until the background work of the account is done: every event taken by its consumers,
 * every webhook delivered, every payout submitted, every email sent, every export made, every due
 * subscription billed. Answers a violation if some is still left after `seconds`.
 */
export const settleBackground = async (sql: pg.Client, accountId: string, seconds: number) => {
  const outstanding = async () => {
    const { rows } = await sql.query<Record<string, string>>(
      `select (select count(*) from event_deliveries where account_id = $1) as "events for consumers",
         (select count(*) from events e where e.account_id = $1 and not exists (
            select 1 from webhook_deliveries d where d.event_id = e.id and d.origin = 'event')) as "events not queued",
         (select count(*) from webhook_deliveries where account_id = $1 and not succeeded) as "webhooks",
         (select count(*) from payouts where account_id = $1 and gateway_transaction_id is null) as "payouts",
         (select count(*) from email_outbox where time_sent is null) as "emails",
         (select count(*) from exports where account_id = $1 and status <> 'processed') as "exports",
         (select count(*) from subscriptions where account_id = $1 and interval_completed = 0) as "subscriptions"`,
      [accountId],
    );
    return Object.entries(rows[0] ?? {}).filter(([, count]) => Number(count) > 0);
  };
  const deadline = performance.now() + seconds * 1000;
  while ((await outstanding()).length > 0 && performance.now() < deadline) await pause(500);
  const left = await outstanding();
  return left.length > 0
    ? [`background work left after ${seconds} s: ${left.map(([what, count]) => `${count} ${what}`).join(', ')}`]
    : [];
};

/**
 * Checks the receiver got every event of the account with a valid signature (Standard Webhooks'
 * own library). Answers how many arrived more than once: after a kill a delivery may be sent
 * again (sent, then killed before it was recorded), and receivers deduplicate by `webhook-id`.
 */
export const auditWebhooks = async (
  sql: pg.Client,
  accountId: string,
  receiver: Awaited<ReturnType<typeof startReceiver>>,
  secret: string,
) => {
  const violations: string[] = [];
  const { rows } = await sql.query<{ id: string }>('select id from events where account_id = $1', [accountId]);
  const byId = new Map<string, number>();
  for (const delivery of receiver.received) {
    try {
      receiver.verify(secret, delivery);
      byId.set(delivery.id, (byId.get(delivery.id) ?? 0) + 1);
    } catch {
      violations.push(`webhook with an invalid signature: ${delivery.id}`);
    }
  }
  for (const { id } of rows) if (!byId.has(id)) violations.push(`event never reached the webhook receiver: ${id}`);
  const redelivered = [...byId.values()].reduce((sum, count) => sum + count - 1, 0);
  return { violations, redelivered, events: rows.length, received: receiver.received.length };
};
