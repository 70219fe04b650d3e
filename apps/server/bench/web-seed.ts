/**
 * Seeds a data directory (DATA_DIR) for `npm run bench:web`: the demo merchant, then
 * BENCH_PAYMENTS test payments on its Hong Kong account, each created through the merchant API of
 * the real app (`buildApp`, in this process, without HTTP; the per-IP API limit raised, as
 * bench-server.ts does). Prints the account's id.
 */
import pino from 'pino';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { appLinkFor } from '../src/context.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { createMailer } from '../src/infra/mail/mail.service.ts';
import { createSecretBox, loadSecretKey } from '../src/lib/secret-box.ts';
import { demoOwner, seedDemo } from '../src/seed/demo.ts';

const count = Number(process.env.BENCH_PAYMENTS ?? 3000);
const config = loadConfig();
const logger = pino({ level: 'warn' });
const database = await openDatabase(config);
await migrateDatabase(database);
await seedDemo(database.db, { reset: false, appLink: appLinkFor(config) });
const app = await buildApp({
  config: { ...config, webDist: '' },
  database,
  serveWeb: false,
  logger,
  mailer: createMailer({ db: database.db, smtpUrl: undefined, from: config.mailFrom, logger }),
  secretBox: createSecretBox(await loadSecretKey({ secretKey: config.secretKey, dataDir: config.dataDir, logger })),
  apiRateLimit: { bucket: 'api', max: 10_000_000, windowSeconds: 60 },
});

const call = async <T>(method: 'GET' | 'POST', url: string, token?: string, payload?: object): Promise<T> => {
  const res = await app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {}, payload });
  if (res.statusCode !== 200) throw new Error(`${method} ${url} → ${res.statusCode} ${res.body}`);
  return res.json<{ data: T }>().data;
};

try {
  const { token } = await call<{ token: string }>('POST', '/v1/login', undefined, demoOwner);
  const accounts = await call<{ id: string; name: string }[]>('GET', '/v1/current_user_accounts', token);
  const hk = accounts.find((account) => account.name === 'Harbour Lane HK');
  if (!hk) throw new Error('the demo merchant has no Harbour Lane HK account');
  await call('POST', '/v1/select_account', token, { account_id: hk.id });
  for (let n = 0; n < count; n += 1) {
    // With the owner's session, as the dashboard's test payment form sends it.
    await call('POST', '/api/payments', token, {
      livemode: 0,
      payment_method: 'fps_hk',
      amount: 1000 + ((n * 7919) % 90_000),
      currency: 'HKD',
      reference: `bench-${n}`,
      description: `Order ${10_000 + n}`,
    });
  }
  process.stdout.write(`${JSON.stringify({ accountId: hk.id, payments: count })}\n`);
} finally {
  await app.close();
  await database.close();
}
