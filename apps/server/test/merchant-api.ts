import type { ApiKey } from '@paydeck/contract/api-keys';
import type { TestApp } from './app.ts';
import { bearer, body } from './identity.ts';

export type TestKeys = { publishable: string; secret: string; publishableId: string; secretId: string };

/** Makes a mode's key pair through the API with a session allowed to; returns both keys in full. */
export const createKeys = async (t: TestApp, token: string, livemode: boolean): Promise<TestKeys> => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/keys',
    headers: bearer(token),
    payload: { livemode: livemode ? 1 : 0 },
  });
  if (res.statusCode !== 200) throw new Error(`key creation failed: ${res.body}`);
  const keys = body<ApiKey[]>(res).data;
  const publishable = keys.find((key) => key.type === 'publishable');
  const secret = keys.find((key) => key.type === 'secret');
  if (!publishable || !secret) throw new Error('key pair incomplete');
  return { publishable: publishable.key, secret: secret.key, publishableId: publishable.id, secretId: secret.id };
};
