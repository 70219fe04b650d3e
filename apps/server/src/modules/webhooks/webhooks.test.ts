import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { WebhookEndpoint, WebhookHistory, WebhookSecret } from '@paydeck/contract/webhooks';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { testMailer, testSecretBox } from '../../../test/context.ts';
import { bearer, body } from '../../../test/identity.ts';
import { type PayinMerchant, paidPayment, payinMerchant } from '../../../test/payin.ts';
import { startReceiver } from '../../../test/webhook-receiver.ts';
import { emailOutbox } from '../../db/schema/identity.ts';
import { messages } from '../../db/schema/messages.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/webhooks.ts';
import { deliverDueEvents } from '../events/event-delivery.ts';
import { claimDueDeliveries } from './deliveries.repository.ts';
import { type DispatchContext, sendDueDeliveries } from './dispatcher.ts';

const secretBox = testSecretBox();
const unixNow = () => Math.floor(Date.now() / 1000);
const logger = pino({ level: 'silent' });
let t: TestApp;
let m: PayinMerchant;
let other: PayinMerchant;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  t = await createTestApp({ secretBox });
  m = await payinMerchant(t, 'webhooks-owner@example.com');
  other = await payinMerchant(t, 'webhooks-other@example.com', 'Other Shop Ltd');
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

/** The clock the dispatcher schedules by: real time plus what a test moved it on. */
let skew = 0;
const dispatch = (overrides: Partial<DispatchContext> = {}): DispatchContext => ({
  db: t.database.db,
  secretBox,
  mailer: testMailer(t.database.db),
  appLink: t.ctx.appLink,
  logger,
  allowPrivateAddresses: true,
  now: () => new Date(Date.now() + skew),
  ...overrides,
});
/** What a worker does: events to the webhook consumer, then every due delivery, until none is left. */
const work = async (overrides: Partial<DispatchContext> = {}) => {
  await deliverDueEvents({ db: t.database.db, logger });
  while ((await sendDueDeliveries(dispatch(overrides), 50)) > 0);
};

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token = m.token,
  payload?: object,
  lang = 'en-US',
) => t.app.inject({ method, url, headers: { ...bearer(token), 'accept-language': lang }, ...(payload && { payload }) });

const createEndpoint = async (payload: object, livemode = 0, token = m.token) => {
  const res = await call('POST', `/api/webhook_endpoints?livemode=${livemode}`, token, payload);
  expect(res.statusCode, res.body).toBe(200);
  return body<WebhookEndpoint>(res).data;
};
const secretOf = async (id: string, livemode = 0) =>
  body<WebhookSecret>(await call('GET', `/api/webhook_endpoints/${id}/secret?livemode=${livemode}`)).data;
const historiesOf = async (query: string, livemode = 0) =>
  body<{ list: WebhookHistory[]; total: number }>(
    await call('GET', `/api/webhook_histories?livemode=${livemode}&per_page=100&${query}`),
  ).data;

describe('webhook endpoints', () => {
  it('refuse bad input with a clear localized error and change nothing', async () => {
    const bad = [
      { url: 'not a url', enabled_events: ['payment.succeeded'] },
      { url: 'https://shop.example.com/hooks', enabled_events: [] },
      { url: 'https://shop.example.com/hooks', enabled_events: ['payment.teleported'] },
      { url: 'https://shop.example.com/hooks', enabled_events: ['*'], description: 'x'.repeat(10_000) },
    ];
    for (const payload of bad) {
      for (const lang of ['en-US', 'zh-CN']) {
        const res = await call('POST', '/api/webhook_endpoints?livemode=0', m.token, payload, lang);
        expect(res.statusCode).toBe(422);
        expect(body(res).error.code).toBe('validation_failed');
        expect(body(res).message).toMatch(lang === 'zh-CN' ? /[\u4e00-\u9fff]/ : /[a-z]/);
      }
    }
    const http = await call('POST', '/api/webhook_endpoints?livemode=1', m.token, {
      url: 'http://shop.example.com/hooks',
      enabled_events: ['*'],
    });
    expect(http.statusCode).toBe(422);
    expect(body(http).error.code).toBe('webhook_url_https_required');
    for (const livemode of [0, 1]) {
      const list = await call('GET', `/api/webhook_endpoints?livemode=${livemode}`);
      expect(body<{ total: number }>(list).data.total).toBe(0);
    }
  });

  it('are edited, disabled, revealed (in the activity log), rolled and deleted, and only by their account', async () => {
    const endpoint = await createEndpoint({
      url: 'https://shop.example.com/a',
      enabled_events: ['*'],
      description: 'A',
    });
    expect(endpoint).toMatchObject({ status: 'enabled', enabled_events: ['*'], api_version: '2026-11-01' });
    const edited = await call('PUT', `/api/webhook_endpoints/${endpoint.id}?livemode=0`, m.token, {
      enabled_events: ['refund.succeeded'],
      status: 'disabled',
    });
    expect(body<WebhookEndpoint>(edited).data).toMatchObject({
      enabled_events: ['refund.succeeded'],
      status: 'disabled',
      disabled_reason: 'merchant',
    });
    const secret = await secretOf(endpoint.id);
    expect(secret.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const log = await call('GET', `/v1/accounts/${m.accountId}/operations?per_page=100`);
    const logged = body<{ list: { action: string; source_type: string; source_id: string }[] }>(log).data.list;
    expect(logged.filter((row) => row.source_id === endpoint.id).map((row) => row.action)).toEqual([
      'revealed',
      'updated',
      'created',
    ]);
    const rolled = body<WebhookSecret>(
      await call('POST', `/api/webhook_endpoints/${endpoint.id}/roll_secret?livemode=0`, m.token, { expires_in: '1h' }),
    ).data;
    expect(rolled.previous_secret).toBe(secret.secret);
    expect(rolled.secret).not.toBe(secret.secret);
    // Another merchant, or the other mode, sees nothing.
    for (const [method, url, token] of [
      ['GET', `/api/webhook_endpoints/${endpoint.id}?livemode=0`, other.token],
      ['GET', `/api/webhook_endpoints/${endpoint.id}/secret?livemode=0`, other.token],
      ['PUT', `/api/webhook_endpoints/${endpoint.id}?livemode=0`, other.token],
      ['DELETE', `/api/webhook_endpoints/${endpoint.id}?livemode=0`, other.token],
      ['GET', `/api/webhook_endpoints/${endpoint.id}?livemode=1`, m.token],
    ] as const) {
      const res = await call(method, url, token, method === 'PUT' ? { description: 'mine' } : undefined);
      expect(res.statusCode).toBe(404);
      expect(body(res).error.code).toBe('webhook_endpoint_not_found');
    }
    expect((await call('DELETE', `/api/webhook_endpoints/${endpoint.id}?livemode=0`)).statusCode).toBe(200);
    expect((await call('GET', `/api/webhook_endpoints/${endpoint.id}?livemode=0`)).statusCode).toBe(404);
  });
});

describe('delivery', () => {
  it('posts a payment.succeeded the receiver verifies with the Standard Webhooks library', async () => {
    const endpoint = await createEndpoint({ url: receiver.url('/paid'), enabled_events: ['payment.succeeded'] });
    const { secret } = await secretOf(endpoint.id);
    const paymentId = await paidPayment(m);
    await work();
    const [delivery, ...more] = receiver.at('/paid');
    expect(more).toEqual([]);
    if (!delivery) throw new Error('nothing delivered');
    const verified = receiver.verify(secret, delivery) as { type: string; data: { object: { id: string } } };
    expect(verified).toMatchObject({ type: 'payment.succeeded', livemode: false, data: { object: { id: paymentId } } });
    expect(delivery.id).toMatch(/^evt_/);
    expect(() => receiver.verify(secret.replace(/.{4}=$/, 'AAAA='), delivery)).toThrow();
    // Handed the event again (a consumer retry), the consumer queues nothing more.
    await work();
    expect(receiver.at('/paid')).toHaveLength(1);
    const [history] = (await historiesOf(`endpoint_id=${endpoint.id}`)).list;
    expect(history).toMatchObject({
      event_type: 'payment.succeeded',
      object_id: paymentId,
      status: 'succeeded',
      response_code: 200,
      response_body: 'answered 200',
      request_method: 'POST',
      notify_url: receiver.url('/paid'),
      attempt: 1,
    });
    expect(history?.request_headers['webhook-id']).toBe(delivery.id);
    // A disabled endpoint gets nothing of what happens meanwhile, also once enabled again.
    await call('PUT', `/api/webhook_endpoints/${endpoint.id}?livemode=0`, m.token, { status: 'disabled' });
    await paidPayment(m);
    await work();
    await call('PUT', `/api/webhook_endpoints/${endpoint.id}?livemode=0`, m.token, { status: 'enabled' });
    await work();
    expect(receiver.at('/paid')).toHaveLength(1);
  });

  it('signs with both secrets while a rolled one overlaps', async () => {
    const endpoint = await createEndpoint({ url: receiver.url('/rolled'), enabled_events: ['*'] });
    const before = await secretOf(endpoint.id);
    await call('POST', `/api/webhook_endpoints/${endpoint.id}/roll_secret?livemode=0`, m.token, { expires_in: '24h' });
    const after = await secretOf(endpoint.id);
    await call('POST', `/api/webhook_endpoints/${endpoint.id}/test?livemode=0`, m.token, { type: 'refund.failed' });
    await work();
    const [delivery] = receiver.at('/rolled');
    if (!delivery) throw new Error('nothing delivered');
    expect(delivery.id).toMatch(/^evt_test_/);
    expect(receiver.verify(before.secret, delivery)).toMatchObject({
      type: 'refund.failed',
      data: { object: { status: 'failed' } },
    });
    expect(receiver.verify(after.secret, delivery)).toMatchObject({ type: 'refund.failed' });
  });

  it('retries a failing receiver on the test-mode schedule: 3 tries, then stops', async () => {
    receiver.answer('/down', 500);
    const endpoint = await createEndpoint({ url: receiver.url('/down'), enabled_events: ['*'] });
    await call('POST', `/api/webhook_endpoints/${endpoint.id}/test?livemode=0`, m.token, { type: 'payment.failed' });
    skew = 0;
    await work();
    for (const seconds of [5, 300, 3600]) {
      skew += seconds * 1000 * 1.1 + 1000;
      await work();
    }
    skew = 0;
    const { list } = await historiesOf(`endpoint_id=${endpoint.id}`);
    expect(list.map((h) => [h.attempt, h.status, h.response_code])).toEqual([
      [3, 'failed', 500],
      [2, 'failed', 500],
      [1, 'failed', 500],
    ]);
    const gaps = list
      .map((h) => h.time_created)
      .reverse()
      .slice(1)
      .map((time, i) => time - (list[list.length - 1 - i]?.time_created ?? 0));
    expect(gaps[0]).toBeGreaterThanOrEqual(5);
    expect(gaps[1]).toBeGreaterThanOrEqual(300);
  });

  it('retries live deliveries on the live schedule until the receiver answers 2xx', async () => {
    receiver.answer('/flaky', 503, 500, 502, 200);
    const endpoint = await createEndpoint(
      { url: receiver.url('/flaky').replace('http:', 'https:'), enabled_events: ['*'] },
      1,
    );
    // The https URL can't reach the plain receiver: point the row at it (the schedule is under test, not TLS).
    await t.database.db
      .update(webhookEndpoints)
      .set({ url: receiver.url('/flaky') })
      .where(eq(webhookEndpoints.id, endpoint.id));
    await call('POST', `/api/webhook_endpoints/${endpoint.id}/test?livemode=1`, m.token, { type: 'payment.succeeded' });
    await work();
    for (const [i, seconds] of [5, 300, 1800].entries()) {
      // Just before the delay nothing is due; past it plus the jitter, the retry goes out.
      skew += seconds * 1000 - 500;
      await work();
      expect(receiver.at('/flaky')).toHaveLength(i + 1);
      skew += seconds * 100 + 1000;
      await work();
      expect(receiver.at('/flaky')).toHaveLength(i + 2);
    }
    skew = 0;
    const { list } = await historiesOf(`endpoint_id=${endpoint.id}`, 1);
    expect(list.map((h) => h.response_code)).toEqual([200, 502, 500, 503]);
    expect(receiver.at('/flaky')).toHaveLength(4);
    expect(new Set(receiver.at('/flaky').map((r) => r.id)).size).toBe(1);
  });
});

describe('delivery under faults', () => {
  it('refuses live deliveries to loopback, private, link-local and metadata addresses, and records why', async () => {
    const urls = ['https://127.0.0.1/h', 'https://10.0.0.1/h', 'https://169.254.169.254/latest', 'https://[::1]/h'];
    const endpoints = [];
    for (const url of urls) endpoints.push(await createEndpoint({ url, enabled_events: ['*'] }, 1));
    for (const endpoint of endpoints) {
      await call('POST', `/api/webhook_endpoints/${endpoint.id}/test?livemode=1`, m.token, {
        type: 'payment.succeeded',
      });
    }
    await work({ allowPrivateAddresses: false });
    for (const endpoint of endpoints) {
      const { list } = await historiesOf(`endpoint_id=${endpoint.id}`, 1);
      expect(list.map((h) => [h.status, h.error, h.response_code])).toEqual([['failed', 'address_blocked', null]]);
      // Their retries would go out in the tests below, where private addresses are allowed.
      await call('DELETE', `/api/webhook_endpoints/${endpoint.id}?livemode=1`);
    }
  });

  it('never sends one attempt twice from two workers, and a worker that dies loses nothing', async () => {
    const endpoint = await createEndpoint({ url: receiver.url('/busy'), enabled_events: ['*'] });
    for (let i = 0; i < 30; i += 1) {
      await call('POST', `/api/webhook_endpoints/${endpoint.id}/test?livemode=0`, m.token, { type: 'payment.created' });
    }
    // A worker claims five and dies before sending them.
    const lost = await claimDueDeliveries(t.database.db, new Date(), 5, 60);
    expect(lost).toHaveLength(5);
    // Two workers side by side send the rest, each once.
    await Promise.all([work(), work()]);
    expect(receiver.at('/busy')).toHaveLength(25);
    // Once the dead worker's claim runs out, its deliveries go out.
    skew = 61_000;
    await work();
    skew = 0;
    const ids = receiver.at('/busy').map((r) => r.id);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
    expect((await historiesOf(`endpoint_id=${endpoint.id}`)).total).toBe(30);
  });

  it('resends one attempt and bulk-replays exactly the set the dry run counted', async () => {
    receiver.answer('/replay', 500, 500, 500, 200);
    const endpoint = await createEndpoint({ url: receiver.url('/replay'), enabled_events: ['*'] });
    for (const type of ['payment.created', 'payment.failed', 'refund.created'] as const) {
      await call('POST', `/api/webhook_endpoints/${endpoint.id}/test?livemode=0`, m.token, { type });
    }
    await work();
    const failedPayments = `endpoint_id=${endpoint.id}&status=failed&event_type=payment.failed`;
    const [failed] = (await historiesOf(failedPayments)).list;
    if (!failed) throw new Error('no failed attempt');
    const resent = await call('POST', `/api/webhook_histories/${failed.id}/resend?livemode=0`, m.token, {});
    expect(body(resent).data).toMatchObject({ event_id: failed.event_id, endpoint_id: endpoint.id });
    await work();
    expect(receiver.at('/replay').at(-1)?.id).toBe(failed.event_id);

    const filter = { endpoint_id: endpoint.id, status: 'failed' };
    const dry = body<{ count: number; as_of: number }>(
      await call('POST', '/api/webhook_histories/replay?livemode=0', m.token, { ...filter, dry_run: true }),
    ).data;
    // Three deliveries failed; the resend of one succeeded, which does not take it out of the set.
    expect(dry.count).toBe(3);
    const stale = await call('POST', '/api/webhook_histories/replay?livemode=0', m.token, {
      ...filter,
      dry_run: false,
      as_of: dry.as_of,
      expected_count: 2,
    });
    expect(stale.statusCode).toBe(409);
    expect(body(stale).error.code).toBe('webhook_replay_changed');
    const before = receiver.at('/replay').length;
    const replay = await call('POST', '/api/webhook_histories/replay?livemode=0', m.token, {
      ...filter,
      dry_run: false,
      as_of: dry.as_of,
      expected_count: dry.count,
    });
    expect(body(replay).data).toMatchObject({ dry_run: false, count: 3 });
    await work();
    const replayed = receiver.at('/replay').slice(before);
    expect(replayed).toHaveLength(3);
    expect(new Set(replayed.map((r) => r.id)).size).toBe(3);
    const replays = await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.origin, 'replay'));
    expect(replays).toHaveLength(3);
    // Each send a user asked for is a line in the activity log.
    const log = await call('GET', `/v1/accounts/${m.accountId}/operations?per_page=100`);
    const sent = body<{ list: { action: string; description: string }[] }>(log).data.list.filter(
      (row) => row.action === 'sent',
    );
    expect(sent.map((row) => row.description)).toEqual(
      expect.arrayContaining([`${receiver.url('/replay')}: resent ${failed.event_id}`, 'replayed 3 deliveries']),
    );
  });

  it('disables an endpoint that failed every attempt for 3 days, and tells the owner', async () => {
    receiver.answer('/dead', 500);
    const endpoint = await createEndpoint({ url: receiver.url('/dead'), enabled_events: ['*'] });
    const day = 24 * 3600 * 1000;
    for (const at of [0, day, 2 * day, 3 * day + 60_000]) {
      skew = at;
      await call('POST', `/api/webhook_endpoints/${endpoint.id}/test?livemode=0`, m.token, { type: 'payment.created' });
      await work();
    }
    skew = 0;
    const now = body<WebhookEndpoint>(await call('GET', `/api/webhook_endpoints/${endpoint.id}?livemode=0`)).data;
    expect(now).toMatchObject({ status: 'disabled', disabled_reason: 'failing' });
    const notes = await t.database.db.select().from(messages).where(eq(messages.accountId, m.accountId));
    expect(notes.map((n) => n.content['en-US']).join()).toContain(receiver.url('/dead'));
    const emails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, 'webhook_endpoint_disabled'));
    expect(emails.map((e) => e.recipient)).toEqual(['webhooks-owner@example.com']);
    // Disabled, it gets no test event either.
    const refused = await call('POST', `/api/webhook_endpoints/${endpoint.id}/test?livemode=0`, m.token, {
      type: 'payment.created',
    });
    expect(body(refused).error.code).toBe('webhook_endpoint_disabled');
  });
});

describe('the guide at /docs/webhooks', () => {
  it('shows a receiver that runs as it is and verifies real deliveries with the standardwebhooks package', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/docs/webhooks' });
    expect(page.statusCode).toBe(200);
    const code = /<code class="example">([\s\S]*?)<\/code>/.exec(page.body)?.[1];
    if (!code) throw new Error('no example on the page');
    const unescaped = code.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));
    // Inside the repository, so `standardwebhooks` resolves as it would from a merchant's project.
    const dir = path.resolve(import.meta.dirname, '../../../../../.tmp/webhook-example');
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, `verify-${process.pid}.mjs`);
    await writeFile(file, unescaped);
    const endpoint = await createEndpoint({ url: 'http://127.0.0.1:1/placeholder', enabled_events: ['*'] });
    const { secret } = await secretOf(endpoint.id);
    const port = 20_000 + (process.pid % 20_000);
    let child: ChildProcess | undefined;
    try {
      child = spawn(process.execPath, [file], {
        env: { ...process.env, PAYDECK_WEBHOOK_SECRET: secret, PORT: String(port) },
      });
      const lines: string[] = [];
      child.stdout?.on('data', (chunk: Buffer) => lines.push(...chunk.toString().trim().split('\n')));
      await call('PUT', `/api/webhook_endpoints/${endpoint.id}?livemode=0`, m.token, {
        url: `http://127.0.0.1:${port}/paydeck`,
      });
      // Listening once it refuses an unsigned request.
      const forge = () =>
        fetch(`http://127.0.0.1:${port}/paydeck`, {
          method: 'POST',
          headers: {
            'webhook-id': 'evt_forged',
            'webhook-timestamp': String(unixNow()),
            'webhook-signature': 'v1,AAAA',
          },
          body: '{}',
        });
      for (let tries = 0; tries < 100; tries += 1) {
        if ((await forge().catch(() => null))?.status === 400) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await call('POST', `/api/webhook_endpoints/${endpoint.id}/test?livemode=0`, m.token, {
        type: 'payment.succeeded',
      });
      await work();
      for (let tries = 0; tries < 50 && lines.length === 0; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(lines).toEqual([expect.stringMatching(/^payment\.succeeded pay_\w+$/)]);
      const { list } = await historiesOf(`endpoint_id=${endpoint.id}&status=succeeded`);
      expect(list.map((h) => h.response_code)).toEqual([200]);
      expect((await forge()).status).toBe(400);
    } finally {
      child?.kill();
    }
  });
});
