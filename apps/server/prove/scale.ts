/**
 * `npm run prove:scale`: Paydeck scaled out on one PostgreSQL, as production runs it: two web
 * processes (`PAYDECK_ROLE=web`) behind a round-robin proxy and two workers
 * (`PAYDECK_ROLE=worker`), all the real `src/main.ts` on a fresh database (PROVE_DATABASE_URL's
 * server, default the local one), sending email to a real SMTP peer. Through the proxy a merchant
 * signs up and its clients make payments (paid on the checkout), refunds, withdrawals and payouts,
 * each sent twice with one Idempotency-Key (the retry lands on the other web process), invite
 * team members and ask for exports; subscriptions fall due and the workers bill them by the
 * clock (the minute's schedule, which both workers hold). Once the background work is done it
 * counts, in the database and at the receivers, that every effect happened exactly once: each
 * write and its ledger entry, each billing period's charge, each webhook attempt, each export
 * file and each email. Prints the counts (docs/reliability.md); exits 1 on any duplicate or loss.
 *
 * PROVE_PAYMENTS (default 200), PROVE_SUBSCRIPTIONS (500), PROVE_EXPORTS (6), PROVE_CLIENTS (8),
 * PROVE_KEEP=1 keeps the database.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { createBenchDatabase } from '../bench/bench-database.ts';
import { openPostgres } from '../src/db/client.ts';
import { dueSubscriptions } from '../test/recurring.ts';
import { startSmtp } from '../test/smtp.ts';
import { startReceiver } from '../test/webhook-receiver.ts';
import { type Acknowledged, auditMoney, auditWebhooks, settleBackground } from './audit.ts';
import { setUpMerchant } from './merchant.ts';
import { between, out, paydeckProcess, standInWebDist } from './processes.ts';
import { startProxy } from './proxy.ts';

const serverUrl = process.env.PROVE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const paymentCount = Number(process.env.PROVE_PAYMENTS ?? 200);
const subscriptionCount = Number(process.env.PROVE_SUBSCRIPTIONS ?? 500);
const exportCount = Number(process.env.PROVE_EXPORTS ?? 6);
const clients = Number(process.env.PROVE_CLIENTS ?? 8);
const keep = process.env.PROVE_KEEP === '1';
const invitations = 4;
/** The billing schedule fires once a minute; a due subscription may wait for the next one. */
const settleSeconds = 180;

type Json = { data?: Record<string, unknown>; error?: { code?: string } };

/** Payers and merchants' servers come from many addresses: per-address limits are not under test. */
const someAddress = () => `10.${between(1, 250)}.${between(1, 250)}.${between(1, 250)}`;

/** Runs `work` for 0…count-1 on `clients` concurrent clients. */
const inParallel = async (count: number, work: (i: number) => Promise<void>) => {
  let next = 0;
  const client = async () => {
    while (next < count) {
      const i = next;
      next += 1;
      await work(i);
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
};

const main = async () => {
  const began = performance.now();
  const database = await createBenchDatabase(serverUrl);
  const handle = openPostgres(database.url);
  const sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
  const webDist = await standInWebDist();
  const receiver = await startReceiver();
  const smtp = await startSmtp();
  const common = { databaseUrl: database.url, webDist: webDist.dir, env: { SMTP_URL: smtp.url } };
  const processes = [
    await paydeckProcess({ role: 'web', ...common }),
    await paydeckProcess({ role: 'web', ...common }),
    await paydeckProcess({ role: 'worker', ...common }),
    await paydeckProcess({ role: 'worker', ...common }),
  ];
  const webs = processes.filter((p) => p.role === 'web');
  let proxy: Awaited<ReturnType<typeof startProxy>> | undefined;
  const violations: string[] = [];
  try {
    await Promise.all(processes.map((p) => p.start()));
    proxy = await startProxy(webs.map((web) => web.origin));
    const origin = proxy.origin;
    out(`prove:scale — 2 web processes behind a round-robin proxy, 2 workers, one PostgreSQL (${origin})`);
    const merchant = await setUpMerchant(origin, database, sql, receiver.url('/hooks'));

    /**
     * One write sent twice with one Idempotency-Key, the second right after the first answered: the
     * proxy hands them to different web processes, which must answer the same object.
     */
    const twice = async (url: string, body: object, token: string) => {
      const headers = {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'idempotency-key': `scale-${randomUUID()}`,
        'x-forwarded-for': someAddress(),
      };
      const answers: { status: number; json: Json }[] = [];
      for (let i = 0; i < 2; i += 1) {
        const res = await fetch(`${origin}${url}`, { method: 'POST', headers, body: JSON.stringify(body) });
        answers.push({ status: res.status, json: (await res.json()) as Json });
      }
      const [first, second] = answers;
      if (first?.status !== second?.status || first?.json.data?.id !== second?.json.data?.id)
        violations.push(`${url}: a replay answered differently: ${JSON.stringify(answers)}`);
      return first ?? { status: 0, json: {} };
    };
    const acked: Acknowledged = { payments: [], refunds: [], settlements: [], payouts: [], refused: 0, retried: 0 };
    const expect200 = (what: string, answer: { status: number; json: Json }, list: string[]) => {
      if (answer.status === 200) list.push(String(answer.json.data?.id));
      else if (answer.status === 409 || answer.status === 422) acked.refused += 1;
      else throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.json)}`);
    };

    // Subscriptions fall due now; the workers' minute schedule bills them while the clients write.
    await dueSubscriptions(handle.db, merchant.accountId, subscriptionCount, { due: new Date() });
    const written = performance.now();
    await inParallel(paymentCount, async (i) => {
      const created = await twice(
        '/api/payments',
        { payment_method: 'fps_hk', currency: 'HKD', amount: between(5_000, 50_000), reference: `SCALE-${i}` },
        merchant.secret,
      );
      const payment = created.json.data as { id: string; action: { url: string } };
      const token = new URL(payment.action.url).searchParams.get('token') ?? '';
      const paid = await fetch(`${origin}/v1/checkout/${payment.id}/simulate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': someAddress() },
        body: JSON.stringify({ token, outcome: 'pay_full' }),
      });
      if (!paid.ok) throw new Error(`pay ${payment.id}: ${paid.status} ${await paid.text()}`);
      acked.payments.push(payment.id);
    });
    await inParallel(Math.floor(paymentCount / 2), async (i) => {
      const paymentId = acked.payments[i] ?? '';
      expect200(
        'refund',
        await twice('/api/refunds', { payment_id: paymentId, amount: 1_000 }, merchant.secret),
        acked.refunds,
      );
    });
    await inParallel(Math.floor(paymentCount / 10), async (i) => {
      const body = {
        livemode: 0,
        currency: 'HKD',
        amount: between(100, 20_000),
        bank_account_id: merchant.bankAccountId,
        description: `Scale ${i}`,
      };
      expect200('withdrawal', await twice('/api/settlements', body, merchant.token), acked.settlements);
      const payout = { ...merchant.payout, currency: 'HKD', amount: between(100, 20_000), purpose: 'salary' };
      expect200('payout', await twice('/api/payouts', payout, merchant.secret), acked.payouts);
    });
    for (let i = 0; i < invitations; i += 1) {
      const res = await fetch(`${origin}/v1/invite`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${merchant.token}` },
        body: JSON.stringify({ email: `member-${i}@example.com`, role: 'analyst' }),
      });
      if (!res.ok) throw new Error(`invite: ${res.status} ${await res.text()}`);
    }
    const exportIds: string[] = [];
    await inParallel(exportCount, async (i) => {
      const source = (['payment', 'refund', 'balance_transaction'] as const)[i % 3];
      const made = await twice('/api/exports', { livemode: 0, source_type: source, filter: {} }, merchant.secret);
      exportIds.push(String(made.json.data?.id));
    });
    const writeSeconds = (performance.now() - written) / 1000;

    violations.push(...(await settleBackground(sql, merchant.accountId, settleSeconds)));
    const settledSeconds = (performance.now() - written) / 1000 - writeSeconds;
    violations.push(...(await auditMoney(sql, merchant.accountId, acked)));
    const webhooks = await auditWebhooks(sql, merchant.accountId, receiver, merchant.webhookSecret);
    violations.push(...webhooks.violations);
    if (webhooks.redelivered > 0) violations.push(`${webhooks.redelivered} webhooks arrived more than once`);

    const count = async (query: string, params: unknown[] = [merchant.accountId]) =>
      Number((await sql.query<{ n: string }>(query, params)).rows[0]?.n ?? 0);
    const attempts = await count('select count(*) as n from webhook_histories where account_id = $1');
    const deliveries = await count(
      `select count(*) as n from webhook_deliveries where account_id = $1 and origin = 'event'`,
    );
    if (attempts !== deliveries || deliveries !== webhooks.events)
      violations.push(`webhooks: ${webhooks.events} events, ${deliveries} deliveries, ${attempts} attempts`);

    const charges = await count(
      `select count(*) as n from payments where account_id = $1 and source_type = 'subscription' and status = 'paid'`,
    );
    const periods = await count(
      `select count(distinct (source_id, billing_period)) as n from payments
       where account_id = $1 and source_type = 'subscription' and status = 'paid'`,
    );
    if (charges !== periods || periods !== subscriptionCount)
      violations.push(
        `billing: ${subscriptionCount} subscriptions due, ${periods} periods paid, ${charges} paid charges`,
      );

    const files = await exportFiles(origin, merchant.secret, exportIds);
    violations.push(...files.violations);

    const outbox = await count('select count(*) as n from email_outbox where time_sent is not null', []);
    const received = smtp.received.map((mail) => mail.messageId ?? '');
    const { rows: emailRows } = await sql.query<{ id: string }>('select id from email_outbox');
    const emailIds = new Set(emailRows.map((row) => `<${row.id}@paydeck>`));
    const distinctReceived = new Set(received);
    if (received.length !== emailIds.size || distinctReceived.size !== emailIds.size || outbox !== emailIds.size)
      violations.push(`emails: ${emailIds.size} queued, ${outbox} sent, ${received.length} received`);
    for (const id of emailIds) if (!distinctReceived.has(id)) violations.push(`email never received: ${id}`);

    const served = proxy.served;
    out(`  requests through the proxy: ${served.map((n, i) => `web ${i + 1} ${n}`).join(', ')}`);
    out(
      `  writes, each sent twice with one key: ${acked.payments.length} payments paid, ${acked.refunds.length} refunds, ` +
        `${acked.settlements.length} withdrawals, ${acked.payouts.length} payouts (${acked.refused} refused by the rules) ` +
        `in ${writeSeconds.toFixed(1)} s; each present once with one ledger entry`,
    );
    out(
      `  billing by the clock: ${subscriptionCount} subscriptions due, ${periods} periods paid, ${charges} paid charges`,
    );
    out(
      `  webhooks: ${webhooks.events} events, ${deliveries} deliveries, ${attempts} attempts, ` +
        `${webhooks.received} received (${webhooks.redelivered} twice)`,
    );
    out(
      `  exports: ${exportIds.length} asked for, ${files.made} files, ${files.rows} rows, ${files.repeated} rows twice`,
    );
    out(
      `  emails: ${emailIds.size} queued, ${outbox} sent, ${received.length} received, ${distinctReceived.size} distinct`,
    );
    out(`  background work done ${settledSeconds.toFixed(1)} s after the last write`);
    out(`\n${violations.length} duplicates or losses in ${((performance.now() - began) / 1000).toFixed(0)} s`);
    for (const violation of violations.slice(0, 30)) out(`  ${violation}`);
  } finally {
    await proxy?.close();
    await Promise.all(processes.map((p) => p.stop()));
    await sql.end();
    await handle.close();
    await receiver.close();
    await smtp.close();
    await webDist.remove();
    if (!keep) await database.drop();
  }
  process.exit(violations.length > 0 ? 1 : 0);
};

/**
 * Downloads each export through the proxy and checks its file was written once: as many data
 * lines as the export says it has rows, and no line twice (each row carries its object's id).
 */
const exportFiles = async (origin: string, secret: string, ids: string[]) => {
  const violations: string[] = [];
  let made = 0;
  let rows = 0;
  let repeated = 0;
  for (const id of ids) {
    const meta = (await (
      await fetch(`${origin}/api/exports/${id}?livemode=0`, { headers: { authorization: `Bearer ${secret}` } })
    ).json()) as { data: { rows_total: number | null; status: string } };
    const file = await fetch(`${origin}/api/exports/${id}/download?livemode=0`, {
      headers: { authorization: `Bearer ${secret}` },
    });
    if (!file.ok) {
      violations.push(`export ${id}: download answered ${file.status}`);
      continue;
    }
    made += 1;
    const lines = (await file.text())
      .split(/\r?\n/)
      .filter((line) => line !== '')
      .slice(1);
    rows += lines.length;
    repeated += lines.length - new Set(lines).size;
    if (lines.length !== meta.data.rows_total)
      violations.push(`export ${id}: ${lines.length} lines for ${meta.data.rows_total} rows`);
  }
  if (repeated > 0) violations.push(`exports: ${repeated} rows written twice`);
  return { violations, made, rows, repeated };
};

await main();
