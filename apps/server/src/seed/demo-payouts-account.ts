import type { Transaction } from '../db/client.ts';
import { users } from '../db/schema/identity.ts';
import { accountMembers, accounts } from '../db/schema/merchants.ts';
import { asOf } from '../lib/clock.ts';
import { newId } from '../lib/ids.ts';
import { dayMs } from '../lib/time.ts';
import { postBalanceTransaction } from '../modules/ledger/posting.service.ts';

/** An account that only pays out: where the payouts browser journey starts from a known balance. */
export const demoPayoutsAccount = { name: 'Harbour Lane Payouts', openingHkd: 3_000_000 } as const;
/**
 * Its one finance user (same demo password, no 2FA, a member of this account only). Only the
 * payouts e2e signs in as it: it turns 2FA on, so no other spec may share it.
 */
export const demoPayoutsUser = { email: 'payouts@paydeck.dev', roles: ['finance'] } as const;

/**
 * The payouts account of the demo merchant: activated, HK, payouts only, HKD and USD; its live
 * HKD balance opens with HKD 30,000.00 moved in ten days ago. The owner owns it; the payouts user
 * is its finance member.
 */
export const insertDemoPayoutsAccount = async (
  tx: Transaction,
  demo: { merchantId: string; ownerId: string; passwordHash: string },
  now = Date.now(),
) => {
  const userId = newId('usr');
  await tx.insert(users).values({
    id: userId,
    email: demoPayoutsUser.email,
    passwordHash: demo.passwordHash,
    language: 'en-US',
    timeZone: 'Asia/Hong_Kong',
    emailConfirmedAt: new Date(now),
  });
  const accountId = newId('acct');
  await tx.insert(accounts).values({
    id: accountId,
    merchantId: demo.merchantId,
    name: demoPayoutsAccount.name,
    country: 'HK',
    timeZone: 'Asia/Hong_Kong',
    businessTypes: ['payout'],
    defaultSettlementCurrency: 'HKD',
    settlementCurrencies: ['HKD', 'USD'],
    activation: 'activated',
    timeCreated: new Date(now - 20 * dayMs),
  });
  await tx.insert(accountMembers).values([
    { accountId, userId: demo.ownerId, roles: ['owner'] },
    { accountId, userId, roles: [...demoPayoutsUser.roles] },
  ]);
  await asOf(new Date(now - 10 * dayMs), () =>
    postBalanceTransaction(tx, {
      accountId,
      livemode: true,
      currency: 'HKD',
      type: 'adjustment',
      direction: 'credit',
      source: { type: 'adjustment', id: newId('adj'), amount: demoPayoutsAccount.openingHkd },
      description: 'Opening balance moved from Harbour Lane HK',
    }),
  );
  return { accountId, userId };
};
