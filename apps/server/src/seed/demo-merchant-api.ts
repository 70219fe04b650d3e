import type { ApiKeyType } from '@paydeck/contract/api-key-types';
import type { Transaction } from '../db/client.ts';
import { apiKeys } from '../db/schema/developers.ts';
import { operationLogs } from '../db/schema/operations.ts';
import { accountPaymentMethods } from '../db/schema/payment-methods.ts';
import { mintApiKey } from '../lib/api-key-tokens.ts';
import { newId } from '../lib/ids.ts';
import { dayMs } from '../lib/time.ts';
import { hashToken } from '../lib/tokens.ts';

/** Methods the HK demo account turned off in live mode: it sells to Asia only. */
const disabledLiveMethods = ['boleto_br', 'oxxo_mx', 'blik_pl'] as const;

type DemoAccount = { accountId: string; accountName: string; ip: string };
type DemoOperator = { operatorUserId: string; operatorEmail: string };

const keyRow = (account: DemoAccount, livemode: boolean, type: ApiKeyType, at: Date) => {
  // Nobody holds these keys: roll one from the dashboard to get a secret to call the API with.
  const token = mintApiKey(type, livemode);
  return {
    accountId: account.accountId,
    id: newId('key'),
    livemode,
    type,
    tokenHash: hashToken(token),
    publishableKey: type === 'publishable' ? token : null,
    lastFour: token.slice(-4),
    timeCreated: at,
  };
};

const masked = (row: ReturnType<typeof keyRow>) =>
  `${row.type === 'secret' ? 'sk' : 'pk'}_${row.livemode ? 'live' : 'test'}_…${row.lastFour}`;

/**
 * The HK account's developer tools: key pairs in both modes, made by its developer (test keys
 * first, live ones once activated), a test secret rolled since, and a few live methods disabled,
 * each with its activity log row.
 */
export const insertDemoMerchantApi = async (tx: Transaction, account: DemoAccount, developer: DemoOperator) => {
  const at = (days: number) => new Date(Date.now() - days * dayMs);
  const pairs = [
    { livemode: false, at: at(25) },
    { livemode: true, at: at(20) },
  ].map(({ livemode, at: time }) => ({
    publishable: keyRow(account, livemode, 'publishable', time),
    secret: keyRow(account, livemode, 'secret', time),
    at: time,
  }));
  const [testPair, livePair] = pairs;
  if (!testPair || !livePair) return;
  // The first test secret was rolled 5 days ago and ran out a day later.
  const rolledAt = at(5);
  const rolled = { ...testPair.secret, timeRolled: rolledAt, timeExpired: new Date(rolledAt.getTime() + dayMs) };
  const successor = keyRow(account, false, 'secret', rolledAt);
  await tx.insert(apiKeys).values([testPair.publishable, rolled, successor, livePair.publishable, livePair.secret]);
  const log = { ...account, ...developer };
  await tx.insert(operationLogs).values([
    ...pairs.map((pair) => ({
      ...log,
      id: newId('op'),
      action: 'created' as const,
      sourceType: 'apiKey' as const,
      sourceId: pair.secret.id,
      description: `${masked(pair.publishable)}, ${masked(pair.secret)}`,
      timeCreated: pair.at,
    })),
    {
      ...log,
      id: newId('op'),
      action: 'updated' as const,
      sourceType: 'apiKey' as const,
      sourceId: rolled.id,
      description: `${masked(rolled)} → ${masked(successor)}, expires_in 24h`,
      timeCreated: rolledAt,
    },
    ...disabledLiveMethods.map((method) => ({
      ...log,
      id: newId('op'),
      action: 'updated' as const,
      sourceType: 'paymentMethod' as const,
      sourceId: method,
      description: `${method} [live]: enable → disable`,
      timeCreated: at(19),
    })),
  ]);
  await tx.insert(accountPaymentMethods).values(
    disabledLiveMethods.map((method) => ({
      accountId: account.accountId,
      livemode: true,
      method,
      status: 'disable' as const,
      timeUpdated: at(19),
    })),
  );
};
