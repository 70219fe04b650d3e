import pg from 'pg';
import { openPostgres } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';

/** The database a bench run makes for itself on the server of `serverUrl`, migrated like the app's. */
export type BenchDatabase = { name: string; url: string; drop: () => Promise<void> };

const withClient = async <T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
};

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

export const createBenchDatabase = async (serverUrl: string): Promise<BenchDatabase> => {
  const name = `paydeck_bench_${process.pid}`;
  await withClient(serverUrl, async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
  const url = databaseUrl(serverUrl, name);
  const handle = openPostgres(url, { max: 1 });
  try {
    await migrateDatabase(handle);
  } finally {
    await handle.close();
  }
  return {
    name,
    url,
    drop: async () => {
      await withClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
};

/** The newest confirmation link's token sent to an address (mail stays in the outbox without SMTP). */
export const confirmationToken = (url: string, email: string) =>
  withClient(url, async (client) => {
    const { rows } = await client.query<{ text: string }>(
      `select text from email_outbox where recipient = $1 and template = 'confirm_email'
       order by time_created desc limit 1`,
      [email],
    );
    const token = /token=([\w-]+)/.exec(rows[0]?.text ?? '')?.[1];
    if (!token) throw new Error(`no confirmation email for ${email}`);
    return token;
  });

/**
 * A merchant's year of test-mode payments, written by one `insert … select` per batch: creation
 * times evenly over 365 days (oldest first, as they arrive), statuses and methods in realistic
 * shares (most paid; expired, failed and canceled ones; open ones only in the last hour), amounts
 * within each method's currency, a reference, metadata, and the gateway and checkout fields every
 * payment carries. Ids are random like the app's (24 characters after the prefix, never sequential).
 */
export const seedBatch = `
with base as (
  select g,
    now() - interval '365 days' * (1 - g::float8 / $3) as t,
    random() as r_status, random() as r_method, random() as r_amount
  from generate_series($4::int, $5::int) g
), shaped as (
  select base.*,
    case
      when r_method < 0.40 then 'fps_hk' when r_method < 0.65 then 'alipay_hk' when r_method < 0.78 then 'wechatpay_cn'
      when r_method < 0.88 then 'alipay_cn' when r_method < 0.95 then 'upi_in' else 'unionpay_cn'
    end as method,
    case
      when t > now() - interval '1 hour' then case when r_status < 0.5 then 'created' when r_status < 0.7 then 'pending' else 'paid' end
      when r_status < 0.70 then 'paid' when r_status < 0.72 then 'under_paid' when r_status < 0.73 then 'over_paid'
      when r_status < 0.83 then 'expired' when r_status < 0.91 then 'failed' else 'canceled'
    end as status,
    (100 + floor(r_amount * r_amount * 500000))::bigint as amount
  from base
), priced as (
  select shaped.*,
    case status when 'paid' then amount when 'under_paid' then amount * 4 / 5 when 'over_paid' then amount + 500 else 0 end
      as amount_paid
  from shaped
)
insert into payments (
  account_id, id, livemode, method, flow, status, currency, amount, amount_paid, reference, description,
  metadata, extra, failure_code, failure_message, gateway_transaction_id, checkout_token,
  time_created, time_paid, time_expired
)
select
  $1, 'pay_' || left(translate(encode(decode(md5(random()::text) || md5(random()::text), 'hex'), 'base64'), '+/=', 'xyz'), 24),
  $2, method,
  case when method in ('unionpay_cn') then 'redirect' else 'qrcode' end,
  status,
  case when method in ('fps_hk', 'alipay_hk') then 'HKD' when method = 'upi_in' then 'INR' else 'CNY' end,
  amount, amount_paid, 'ORD-' || lpad(g::text, 8, '0'), 'Order ORD-' || lpad(g::text, 8, '0'),
  jsonb_build_object('order_id', 'ORD-' || lpad(g::text, 8, '0'), 'channel', case when g % 3 = 0 then 'app' else 'web' end),
  '{}'::jsonb,
  case when status = 'failed' then 'insufficient_funds' end,
  case when status = 'failed' then 'The payer''s account has insufficient funds.' end,
  'sim_pay_' || left(translate(encode(decode(md5(random()::text), 'hex'), 'base64'), '+/=', 'xyz'), 16),
  'chk_' || left(translate(encode(decode(md5(random()::text) || md5(random()::text), 'hex'), 'base64'), '+/=', 'xyz'), 32),
  t, case when amount_paid > 0 then t + interval '90 seconds' end, t + interval '1 hour'
from priced
order by g`;

/**
 * Runs a seed statement over `count` rows in batches of 100,000 (its parameters: account, mode,
 * count, first and last row), then vacuum-analyzes the table: what autovacuum does to an
 * insert-mostly table before long (PostgreSQL ≥ 13), statistics for the planner and the
 * visibility map that lets the capped count read the index only.
 */
const seedInBatches = (
  url: string,
  statement: string,
  table: string,
  input: { accountId: string; livemode: boolean; count: number },
  progress: (done: number) => void,
) =>
  withClient(url, async (client) => {
    // The seed is rebuilt on every run: no need to wait for each batch to reach the disk.
    await client.query('set synchronous_commit = off');
    const batch = 100_000;
    for (let from = 1; from <= input.count; from += batch) {
      const to = Math.min(input.count, from + batch - 1);
      await client.query(statement, [input.accountId, input.livemode, input.count, from, to]);
      progress(to);
    }
    await client.query(`vacuum (analyze) ${table}`);
  });

export const seedPayments = (
  url: string,
  input: { accountId: string; livemode: boolean; count: number },
  progress: (done: number) => void,
) => seedInBatches(url, seedBatch, 'payments', input, progress);

/**
 * A year of ledger entries of one balance (HKD), by one `insert … select` per batch: mostly
 * payments with their processing fee, then refunds, disputes and their reversals, withdrawals
 * with their fee and adjustments; creation times evenly over 365 days, payments available two
 * days later, the rest at once. The insert-only trigger lets inserts through, as it does for the app.
 */
const seedEntriesBatch = `
with base as (
  select g, now() - interval '365 days' * (1 - g::float8 / $3) as t, random() as r_type, random() as r_amount
  from generate_series($4::int, $5::int) g
), shaped as (
  select base.*,
    case
      when r_type < 0.80 then 'payment' when r_type < 0.88 then 'refund' when r_type < 0.90 then 'refund_failure'
      when r_type < 0.93 then 'dispute' when r_type < 0.95 then 'dispute_resolved' when r_type < 0.98 then 'settlement'
      else 'adjustment'
    end as type,
    (100 + floor(r_amount * r_amount * 500000))::bigint as source_amount
  from base
), signed as (
  select shaped.*,
    case when type in ('refund', 'dispute', 'settlement') then -source_amount else source_amount end as amount,
    case when type = 'payment' then (source_amount * 80 + 5000) / 10000 + 200 when type = 'settlement' then 15625 else 0 end
      as fee_total,
    case type when 'payment' then 'payment' when 'refund' then 'refund' when 'refund_failure' then 'refund'
      when 'dispute' then 'dispute' when 'dispute_resolved' then 'dispute' when 'settlement' then 'settlement'
      else 'adjustment' end as source_type
  from shaped
)
insert into balance_transactions (
  account_id, id, livemode, type, source_type, source_id, payment_id, method, currency, source_currency,
  source_amount, amount, fee_total, fee_details, exchange_rate, net, description, time_created, time_available
)
select
  $1, 'txn_' || left(translate(encode(decode(md5(random()::text) || md5(random()::text), 'hex'), 'base64'), '+/=', 'xyz'), 24),
  $2, type, source_type,
  left(source_type, 3) || '_' || left(translate(encode(decode(md5(random()::text), 'hex'), 'base64'), '+/=', 'xyz'), 24),
  null, case when source_type in ('payment', 'refund', 'dispute') then 'fps_hk' end, 'HKD', 'HKD',
  source_amount, amount, fee_total,
  case when fee_total > 0 then jsonb_build_array(jsonb_build_object(
    'type', case when type = 'settlement' then 'settlement_fee' else 'processing_fee' end,
    'amount', fee_total, 'description', 'Bench fee')) else '[]'::jsonb end,
  '1', amount - fee_total, 'Bench ' || type || ' ' || g, t,
  case when type = 'payment' then t + interval '2 days' else t end
from signed
order by g`;

/** `count` ledger entries of the account (HKD, one mode). */
export const seedBalanceTransactions = (
  url: string,
  input: { accountId: string; livemode: boolean; count: number },
  progress: (done: number) => void,
) => seedInBatches(url, seedEntriesBatch, 'balance_transactions', input, progress);

/** The PostgreSQL backends serving a database (the server's pool), to count their CPU time. */
export const backendPids = (url: string, name: string) =>
  withClient(url, async (client) => {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    return rows.map((row) => row.pid);
  });

/** The server's version and the settings that most move these figures. */
export const serverSummary = (url: string) =>
  withClient(url, async (client) => {
    const { rows } = await client.query<{ version: string; buffers: string; commit: string }>(
      `select split_part(version(), ' ', 2) as version, current_setting('shared_buffers') as buffers,
              current_setting('synchronous_commit') as commit`,
    );
    const row = rows[0];
    return row ? `PostgreSQL ${row.version}, shared_buffers ${row.buffers}, synchronous_commit ${row.commit}` : '';
  });

/**
 * The statistics buckets and days of the seeded account, set-based as `ops statistics-rebuild`
 * makes them, with the failed and expired payments (which the seed records no events for) at
 * their creation and expiry, and the ledger's refunds and disputes when it was seeded: the
 * buckets in one insert, the days cut from them in the account's zone, then analyze.
 */
export const seedStatisticsBuckets = (url: string, input: { accountId: string; livemode: boolean }) =>
  withClient(url, async (client) => {
    const { rowCount } = await client.query(
      `insert into statistics_buckets (account_id, livemode, bucket_start, currency, payment_method, payment_count,
        payment_amount, failed_count, failed_amount, refund_count, refund_amount, dispute_count, dispute_amount)
      select account_id, livemode, date_bin('15 minutes', moved_at, timestamptz '1970-01-01 00:00:00+00'), currency,
        payment_method,
        count(*) filter (where kind = 'payment'), coalesce(sum(amount) filter (where kind = 'payment'), 0),
        count(*) filter (where kind = 'failed'), coalesce(sum(amount) filter (where kind = 'failed'), 0),
        count(*) filter (where kind = 'refund'), coalesce(sum(amount) filter (where kind = 'refund'), 0),
        count(*) filter (where kind = 'dispute'), coalesce(sum(amount) filter (where kind = 'dispute'), 0)
      from (
        select account_id, livemode, time_paid as moved_at, currency, method as payment_method, 'payment' as kind,
          amount_paid as amount
        from payments where account_id = $1 and livemode = $2 and time_paid is not null
        union all
        select account_id, livemode, case when status = 'expired' then time_expired else time_created end, currency,
          method, 'failed', amount
        from payments where account_id = $1 and livemode = $2 and status in ('failed', 'expired')
        union all
        select account_id, livemode, time_created, currency, method, source_type, -amount
        from balance_transactions
        where account_id = $1 and livemode = $2 and type in ('refund', 'dispute')
      ) movement
      group by 1, 2, 3, 4, 5`,
      [input.accountId, input.livemode],
    );
    const figures = ['payment', 'failed', 'refund', 'dispute', 'payout', 'settlement'].flatMap((kind) => [
      `${kind}_count`,
      `${kind}_amount`,
    ]);
    await client.query(
      `insert into statistics_days (account_id, livemode, day, currency, payment_method, ${figures.join(', ')})
      select b.account_id, b.livemode, (b.bucket_start at time zone a.time_zone)::date, b.currency, b.payment_method,
        ${figures.map((column) => `sum(b.${column})`).join(', ')}
      from statistics_buckets b join accounts a on a.id = b.account_id
      where b.account_id = $1 and b.livemode = $2
      group by 1, 2, 3, 4, 5`,
      [input.accountId, input.livemode],
    );
    await client.query('vacuum (analyze) statistics_buckets, statistics_days');
    return rowCount ?? 0;
  });

/** The account activated, as a merchant's is once reviewed: the home asks for its live balance. */
export const activateAccount = (url: string, accountId: string) =>
  withClient(url, async (client) => {
    await client.query(`update accounts set activation = 'activated' where id = $1`, [accountId]);
  });
