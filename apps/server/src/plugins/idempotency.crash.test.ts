import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../../test/database.ts';
import { activateAccount, signUpMerchant, type TestOwner } from '../../test/merchants.ts';
import { type PayinMerchant, paidPayment, payinMerchant } from '../../test/payin.ts';

/**
 * `kill -9` of the server between an idempotent write's effect and its response, for every
 * `/api/*` write: the retry with the same key, once the key is stale, must not run the write a
 * second time. The server runs as deployed (`src/main.ts`) and reaches PostgreSQL through a proxy
 * that kills it the moment it sends the statement storing the response (`idempotency_key_store`).
 */

const serverRoot = path.resolve(import.meta.dirname, '../..');
const storeStatement = 'idempotency_key_store';

/** A TCP proxy to PostgreSQL that, once armed, drops the server's connections at the statement. */
const startProxy = async (target: URL) => {
  const sockets = new Set<net.Socket>();
  let armed: (() => void) | null = null;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    let tail = '';
    client.on('data', (chunk: Buffer) => {
      const seen = tail + chunk.toString('latin1');
      tail = seen.slice(-storeStatement.length);
      if (armed && seen.includes(storeStatement)) {
        const trigger = armed;
        armed = null;
        trigger();
        return;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    for (const socket of [client, upstream]) {
      socket.on('error', close);
      socket.on('close', close);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  const url = new URL(target);
  url.host = `127.0.0.1:${address.port}`;
  return {
    url: url.toString(),
    /** The next time the server sends the statement, `onStatement` runs and the statement never arrives. */
    arm: (onStatement: () => void) => {
      armed = onStatement;
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

type Proxy = Awaited<ReturnType<typeof startProxy>>;

const startServer = async (databaseUrl: string, dataDir: string) => {
  // Node itself with tsx's loader, not the tsx command, which runs the server in a child of its own: the kill must reach the server.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PAYDECK_ROLE: 'web',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PAYDECK_WEB_DIST: dataDir,
      PAYDECK_SEED: 'off',
      LOG_LEVEL: 'fatal',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /running at (http:\/\/\S+?\/)/.exec(out);
      if (match?.[1]) resolve(match[1].replace('localhost', '127.0.0.1'));
    });
    child.once('exit', (code) => reject(new Error(`exited (${code}) before listening: ${out}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, origin, exited };
};

type Server = Awaited<ReturnType<typeof startServer>>;

/** One idempotent write, and how many times its effect shows in the database. */
type Write = {
  name: string;
  method: 'POST' | 'PUT';
  path: () => string;
  body: () => Record<string, unknown> | FormData;
  /** What the write's effect adds to (a write that ran once adds 1). */
  effects: (db: pg.Client) => Promise<number>;
  /** The answer holds a secret key, which is shown once: a replay has it masked. */
  showsSecret?: boolean;
  /** A session's token, where an API key may not make the write. */
  token?: () => string;
};

const count = async (db: pg.Client, query: string, values: unknown[]) =>
  Number((await db.query<{ n: string }>(`select count(*) as n from ${query}`, values)).rows[0]?.n);

const evidenceFile = () => {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from('%PDF-1.7\n% crash receipt\n')], { type: 'application/pdf' }), 'r.pdf');
  return form;
};

describe.runIf(testDatabaseKind() === 'postgres')('an idempotent write killed before its response', () => {
  let database: TestDatabase;
  let setup: TestApp;
  let merchant: PayinMerchant;
  let keyless: TestOwner;
  let proxy: Proxy;
  let dataDir: string;
  let db: pg.Client;
  let server: Server | undefined;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    database = await createTestDatabase();
    setup = await createTestApp({ database });
    merchant = await payinMerchant(setup, 'crash@example.com');
    keyless = await signUpMerchant(setup, 'crash-keys@example.com', 'Keyless Ltd');
    await activateAccount(setup, keyless.accountId);
    const call = async (method: 'POST', url: string, payload: object) => {
      const res = await setup.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${merchant.testKey}` },
        payload,
      });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
      return res.json().data as { id: string };
    };
    ids.paidForRefund = await paidPayment(merchant);
    ids.created = (
      await call('POST', '/api/payments', { payment_method: 'fps_hk', amount: 5_000, currency: 'HKD' })
    ).id;
    ids.pendingRefund = (
      await call('POST', '/api/refunds', { payment_id: await paidPayment(merchant), amount: 100 })
    ).id;
    ids.paidForDispute = await paidPayment(merchant);
    for (const name of ['toAccept', 'toAnswer', 'toDecide']) {
      ids[name] = (
        await call('POST', `/api/payments/${await paidPayment(merchant)}/dispute`, { reason: 'general' })
      ).id;
    }
    await call('POST', `/api/disputes/${ids.toDecide}/evidence`, { text: 'Delivered' });
    ids.customer = (await call('POST', '/api/customers', { first_name: 'Ada', last_name: 'Crash' })).id;
    if (!database.url) throw new Error('expected PostgreSQL');
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const secret = await db.query<{ id: string }>(
      "select id from api_keys where account_id = $1 and livemode = false and type = 'secret'",
      [merchant.accountId],
    );
    ids.secretKey = secret.rows[0]?.id ?? '';
    proxy = await startProxy(new URL(database.url));
    dataDir = await mkdtemp(path.join(tmpdir(), 'paydeck-crash-'));
    await writeFile(path.join(dataDir, 'index.html'), '<!doctype html><base href="/"><title>Paydeck</title>');
  }, 120_000);

  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    await proxy?.close();
    await db?.end();
    await setup?.close();
    await database?.destroy();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const testKeyOf = () => merchant.testKey;
  const writes: Write[] = [
    {
      name: 'create a payment',
      method: 'POST',
      path: () => '/api/payments',
      body: () => ({ payment_method: 'fps_hk', amount: 2_500, currency: 'HKD', reference: 'crash-payment' }),
      effects: (db) => count(db, "payments where reference = 'crash-payment'", []),
    },
    {
      name: 'cancel a payment',
      method: 'POST',
      path: () => `/api/payments/${ids.created}/cancel`,
      body: () => ({}),
      effects: (db) => count(db, "payments where id = $1 and status = 'canceled'", [ids.created]),
    },
    {
      name: 'refund a payment',
      method: 'POST',
      path: () => '/api/refunds',
      body: () => ({ payment_id: ids.paidForRefund, amount: 1_000 }),
      effects: (db) => count(db, 'refunds where payment_id = $1', [ids.paidForRefund]),
    },
    {
      name: 'settle a refund (test mode)',
      method: 'POST',
      path: () => `/api/refunds/${ids.pendingRefund}/simulate`,
      body: () => ({ outcome: 'refunded' }),
      effects: (db) => count(db, "refunds where id = $1 and status = 'refunded'", [ids.pendingRefund]),
    },
    {
      name: 'open a dispute (test mode)',
      method: 'POST',
      path: () => `/api/payments/${ids.paidForDispute}/dispute`,
      body: () => ({ reason: 'fraudulent' }),
      effects: (db) => count(db, 'disputes where payment_id = $1', [ids.paidForDispute]),
    },
    {
      name: 'accept a dispute',
      method: 'POST',
      path: () => `/api/disputes/${ids.toAccept}/accept`,
      body: () => ({}),
      effects: (db) => count(db, "disputes where id = $1 and status = 'accepted'", [ids.toAccept]),
    },
    {
      name: 'answer a dispute with evidence',
      method: 'POST',
      path: () => `/api/disputes/${ids.toAnswer}/evidence`,
      body: () => ({ text: 'Signed for on delivery' }),
      effects: (db) => count(db, "disputes where id = $1 and status = 'under_review'", [ids.toAnswer]),
    },
    {
      name: 'decide a dispute (test mode)',
      method: 'POST',
      path: () => `/api/disputes/${ids.toDecide}/simulate`,
      body: () => ({ outcome: 'won' }),
      // A won dispute gives the amount back to the balance: one dispute_resolved entry.
      effects: (db) =>
        count(db, "balance_transactions where source_id = $1 and type = 'dispute_resolved'", [ids.toDecide]),
    },
    {
      name: 'create a customer',
      method: 'POST',
      path: () => '/api/customers',
      body: () => ({ first_name: 'Once', last_name: 'Only', reference: 'crash-customer' }),
      effects: (db) => count(db, "customers where reference = 'crash-customer'", []),
    },
    {
      name: 'update a customer',
      method: 'PUT',
      path: () => `/api/customers/${ids.customer}`,
      body: () => ({ description: 'VIP' }),
      effects: (db) => count(db, "customers where id = $1 and description = 'VIP'", [ids.customer]),
    },
    {
      name: 'upload a file',
      method: 'POST',
      path: () => '/api/files?purpose=dispute_evidence',
      body: evidenceFile,
      effects: (db) => count(db, "files where account_id = $1 and filename = 'r.pdf'", [merchant.accountId]),
    },
    {
      name: 'switch a payment method off',
      method: 'PUT',
      path: () => '/api/payment_methods/fps_hk',
      body: () => ({ livemode: 0, status: 'disable' }),
      token: () => merchant.token,
      // The activity log row is part of the effect: one per change.
      effects: (db) =>
        count(db, "operation_logs where account_id = $1 and source_type = 'paymentMethod'", [merchant.accountId]),
    },
    {
      name: "make a mode's API keys",
      method: 'POST',
      path: () => '/api/keys',
      body: () => ({ livemode: 0 }),
      token: () => keyless.token,
      effects: (db) => count(db, "api_keys where account_id = $1 and type = 'secret'", [keyless.accountId]),
      showsSecret: true,
    },
    {
      name: 'roll a secret key',
      method: 'POST',
      path: () => `/api/keys/${ids.secretKey}/roll`,
      body: () => ({ livemode: 0, expires_in: '24h' }),
      token: () => merchant.token,
      effects: (db) => count(db, 'api_keys where account_id = $1', [merchant.accountId]),
      showsSecret: true,
    },
  ];

  const send = (write: Write, key: string) => {
    const body = write.body();
    const json = !(body instanceof FormData);
    return fetch(new URL(write.path().replace(/^\//, ''), server?.origin), {
      method: write.method,
      headers: {
        authorization: `Bearer ${write.token?.() ?? testKeyOf()}`,
        'idempotency-key': key,
        ...(json ? { 'content-type': 'application/json' } : {}),
      },
      body: json ? JSON.stringify(body) : body,
    });
  };

  it.each(writes)('$name: the retry of the stale key runs it once', { timeout: 60_000 }, async (write) => {
    const key = `crash-${write.name}`;
    const before = await write.effects(db);
    server ??= await startServer(proxy.url, dataDir);
    const running = server;
    proxy.arm(() => running.child.kill('SIGKILL'));
    await expect(send(write, key)).rejects.toThrow();
    await running.exited;
    server = undefined;

    // A write's key commits with its effect: none is left. An upload claims its key once it has
    // read the file, before its effect: that key is left in progress, and once stale (5 minutes) a
    // retry may take it over.
    const left = await db.query(
      "update idempotency_keys set time_locked = now() - interval '6 minutes' where key = $1 returning status",
      [key],
    );
    expect(left.rows).toEqual(write.body() instanceof FormData ? [{ status: 'in_progress' }] : []);

    server = await startServer(proxy.url, dataDir);
    const retry = await send(write, key);
    expect(retry.status, await retry.clone().text()).toBe(200);
    expect(await write.effects(db)).toBe(before + 1);
    const again = await send(write, key);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    if (!write.showsSecret) expect(await again.json()).toEqual(await retry.json());
    expect(await write.effects(db)).toBe(before + 1);
  });
});
