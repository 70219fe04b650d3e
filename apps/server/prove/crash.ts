/**
 * `npm run prove:crash`: kills the web process and the worker with `kill -9` at random moments
 * (each 0.3–2.5 s after its start) while clients make 1,000 mixed money writes (payments paid on
 * the checkout, refunds, withdrawals, payouts), each with an Idempotency-Key and retried as a
 * merchant's server would (same key, until a definite answer). The real `src/main.ts` runs as one
 * web process and one worker (`PAYDECK_ROLE`) on a fresh PostgreSQL database (PROVE_DATABASE_URL's
 * server, default the local one); each is started again after its kill. Then, with both running,
 * it waits for the background work (events to their consumers, webhooks to the receiver, late
 * payout submissions) and checks, in SQL and at the receiver: every acknowledged write is
 * present, none was applied twice, none is half-applied (its ledger entry and amounts agree with
 * it), no entry lacks its object, every balance equals the sum of its entries, every object has
 * exactly one creation event, and every event reached the webhook receiver with a valid signature.
 * Prints runs, writes, kills and violations (docs/reliability.md); exits 1 on any violation or error.
 *
 * PROVE_RUNS (default 10), PROVE_WRITES (1000), PROVE_CLIENTS (8), PROVE_KEEP=1 keeps the databases.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { type Acknowledged, auditMoney, auditWebhooks, settleBackground } from './audit.ts';
import { setUpMerchant } from './merchant.ts';
import { between, out, type PaydeckProcess, pause } from './processes.ts';
import { startWebAndWorker } from './stack.ts';

const serverUrl = process.env.PROVE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const runs = Number(process.env.PROVE_RUNS ?? 10);
const writes = Number(process.env.PROVE_WRITES ?? 1_000);
const clients = Number(process.env.PROVE_CLIENTS ?? 8);
const keep = process.env.PROVE_KEEP === '1';
/** Background work left after the last write (late payout submissions wait a minute's grace). */
const settleSeconds = 240;

type Answer = { status: number; json: { data?: Record<string, unknown>; error?: { code?: string } } };

/**
 * One write as a merchant's server sends it: the same body and Idempotency-Key until a definite
 * answer (2xx, or a 4xx refusal other than "the first try is still running"); a dropped
 * connection, a 5xx or that 409 is retried after a pause.
 */
const send = async (origin: string, method: string, url: string, body: object, headers: Record<string, string>) => {
  const client = `10.${between(1, 250)}.${between(1, 250)}.${between(1, 250)}`;
  let attempts = 0;
  for (;;) {
    attempts += 1;
    try {
      const res = await fetch(`${origin}${url}`, {
        method,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client, ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      const answer: Answer = { status: res.status, json: (await res.json()) as Answer['json'] };
      const inFlight = res.status === 409 && answer.json.error?.code === 'idempotency_in_progress';
      if (res.status < 500 && !inFlight) return { ...answer, attempts };
    } catch {
      // The server is down (killed): the merchant's server tries again.
    }
    await pause(between(50, 300));
  }
};

const oneRun = async (run: number) => {
  const { database, receiver, web, worker, sql, close } = await startWebAndWorker(serverUrl, { keep });
  const kills = { web: 0, worker: 0 };
  try {
    const merchant = await setUpMerchant(web.origin, database, sql, receiver.url('/hooks'));
    const acked: Acknowledged = { payments: [], refunds: [], settlements: [], payouts: [], refused: 0, retried: 0 };
    const key = { authorization: `Bearer ${merchant.secret}` };
    const session = { authorization: `Bearer ${merchant.token}` };
    const write = async (i: number) => {
      const kind = acked.payments.length < 5 ? 0 : Math.random();
      const idempotency = { 'idempotency-key': `crash-${run}-${i}-${randomUUID()}` };
      if (kind < 0.4) {
        const created = await send(
          web.origin,
          'POST',
          '/api/payments',
          { payment_method: 'fps_hk', currency: 'HKD', amount: between(5_000, 50_000), reference: `CRASH-${run}-${i}` },
          { ...key, ...idempotency },
        );
        const payment = created.json.data as { id: string; action: { url: string } };
        const token = new URL(payment.action.url).searchParams.get('token') ?? '';
        // The payer's page: paid, or (a retry after the first try committed) already final.
        const paid = await send(
          web.origin,
          'POST',
          `/v1/checkout/${payment.id}/simulate`,
          { token, outcome: 'pay_full' },
          {},
        );
        acked.retried += created.attempts + paid.attempts - 2;
        if (paid.status !== 200 && paid.status !== 409)
          throw new Error(`pay ${payment.id}: ${JSON.stringify(paid.json)}`);
        acked.payments.push(payment.id);
        return;
      }
      const [list, answer] =
        kind < 0.65
          ? [
              acked.refunds,
              await send(
                web.origin,
                'POST',
                '/api/refunds',
                { payment_id: acked.payments[between(0, acked.payments.length - 1)], amount: between(100, 3_000) },
                { ...key, ...idempotency },
              ),
            ]
          : kind < 0.8
            ? [
                acked.settlements,
                await send(
                  web.origin,
                  'POST',
                  '/api/settlements',
                  {
                    livemode: 0,
                    currency: 'HKD',
                    amount: between(100, 20_000),
                    bank_account_id: merchant.bankAccountId,
                    description: `Crash ${run}-${i}`,
                  },
                  { ...session, ...idempotency },
                ),
              ]
            : [
                acked.payouts,
                await send(
                  web.origin,
                  'POST',
                  '/api/payouts',
                  { ...merchant.payout, currency: 'HKD', amount: between(100, 20_000), purpose: 'salary' },
                  { ...key, ...idempotency },
                ),
              ];
      acked.retried += answer.attempts - 1;
      if (answer.status === 200) list.push(String(answer.json.data?.id));
      else if (answer.status === 422 || answer.status === 409) acked.refused += 1;
      else throw new Error(`write ${i}: ${answer.status} ${JSON.stringify(answer.json)}`);
    };

    let next = 0;
    let done = false;
    const client = async () => {
      while (next < writes) {
        const i = next;
        next += 1;
        await write(i);
        if ((i + 1) % 100 === 0)
          process.stdout.write(`\r${i + 1} / ${writes} writes sent, ${kills.web + kills.worker} kills`);
      }
    };
    /** Each process has its own killer: killed 0.3–2.5 s after each start, at any point of its work. */
    const killer = async (victim: PaydeckProcess) => {
      while (!done) {
        await pause(between(300, 2_500));
        if (done) break;
        await victim.kill();
        kills[victim.role] += 1;
        await victim.start();
      }
    };
    const began = performance.now();
    const killing = Promise.all([killer(web), killer(worker)]);
    await Promise.all(Array.from({ length: clients }, client));
    done = true;
    await killing;
    out();
    const seconds = (performance.now() - began) / 1000;
    const waited = await settleBackground(sql, merchant.accountId, settleSeconds);
    await Promise.all([web.stop(), worker.stop()]);
    const webhooks = await auditWebhooks(sql, merchant.accountId, receiver, merchant.webhookSecret);
    const violations = [...waited, ...(await auditMoney(sql, merchant.accountId, acked)), ...webhooks.violations];
    return { acked, kills, seconds, violations, redelivered: webhooks.redelivered };
  } finally {
    await close();
  }
};

const main = async () => {
  out(
    `prove:crash — ${runs} run(s) of ${writes} writes by ${clients} clients; a web process and a worker, ` +
      'each killed with kill -9 0.3–2.5 s after each start',
  );
  let total = 0;
  let failed = false;
  for (let run = 1; run <= runs; run += 1) {
    try {
      const { acked, kills, seconds, violations, redelivered } = await oneRun(run);
      total += violations.length;
      out(
        `run ${run}: ${writes} writes in ${seconds.toFixed(0)} s (${acked.payments.length} payments, ` +
          `${acked.refunds.length} refunds, ${acked.settlements.length} withdrawals, ${acked.payouts.length} payouts ` +
          `acknowledged; ${acked.refused} refused by the rules; ${acked.retried} retries), kills: ${kills.web} web, ` +
          `${kills.worker} worker; ${redelivered} webhooks sent again after a kill; ${violations.length} violations`,
      );
      for (const violation of violations.slice(0, 20)) out(`  ${violation}`);
    } catch (error) {
      failed = true;
      process.stderr.write(`run ${run} failed: ${error instanceof Error ? error.stack : String(error)}\n`);
    }
  }
  out(`\n${runs} run(s), ${runs * writes} writes, ${total} violations`);
  process.exit(failed || total > 0 ? 1 : 0);
};

await main();
