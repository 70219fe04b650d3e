import { randomBytes } from 'node:crypto';
import { type BenchDatabase, confirmationToken } from './bench-database.ts';

export const call = async (origin: string, method: string, url: string, body: unknown, token?: string) => {
  const res = await fetch(new URL(url, origin), {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data: unknown };
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
};

/** A merchant as one signs up: register, confirm the email, complete the account, make test keys. */
export const signUpMerchant = async (origin: string, database: BenchDatabase) => {
  const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
  await call(origin, 'POST', '/v1/register', { email, password: 'Bench#2026pass', agreement: true });
  const confirmed = (await call(origin, 'POST', '/v1/confirm_email', {
    token: await confirmationToken(database.url, email),
  })) as { token: string };
  const merchant = (await call(
    origin,
    'POST',
    '/v1/merchants',
    { merchant_name: 'Bench Trading Ltd', country: 'HK' },
    confirmed.token,
  )) as { account_id: string };
  const keys = (await call(origin, 'POST', '/api/keys', { livemode: 0 }, confirmed.token)) as {
    type: string;
    key: string;
  }[];
  const secret = keys.find((key) => key.type === 'secret')?.key;
  if (!secret) throw new Error('no secret key made');
  return { accountId: merchant.account_id, secret, token: confirmed.token };
};
