import type { PayoutPurpose } from '@paydeck/contract/payout-rules';
import pino from 'pino';
import { systemScope } from '../core/scope.ts';
import type { Transaction } from '../db/client.ts';
import { payees, payerIdentityDocuments, payers, payoutMethods } from '../db/schema/payouts.ts';
import { asOf } from '../lib/clock.ts';
import { newId } from '../lib/ids.ts';
import { dayMs } from '../lib/time.ts';
import { storeFile } from '../modules/files/files.service.ts';
import { postBalanceTransaction } from '../modules/ledger/posting.service.ts';
import { simulatorGateway } from '../modules/payments/gateway.ts';
import { cancelPayout, closePayout, createPayout, type PayoutContext } from '../modules/payouts/payouts.service.ts';

/** A 1×1 PNG: the demo payer's scanned passport stands in as the smallest real picture. */
const demoPassport = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The HK account's payout parties in one mode: two payers, three payees, each payee's method. */
const insertParties = async (tx: Transaction, accountId: string, livemode: boolean, createdAt: Date) => {
  const ids = { wei: newId('pyr'), kowloon: newId('pyr'), fang: newId('pye'), maria: newId('pye'), lion: newId('pye') };
  const noAddresses = { residential: null, registered: null, business: null };
  await tx.insert(payers).values([
    {
      accountId,
      id: ids.wei,
      livemode,
      reference: 'client-0042',
      entityType: 'individual',
      firstName: 'Wei',
      lastName: 'Li',
      nationality: 'CN',
      email: 'li.wei@example.com',
      phone: '+8613812345678',
      description: 'Family office client remitting to mainland China',
      addresses: {
        ...noAddresses,
        residential: {
          country: 'HK',
          state: null,
          city: 'Hong Kong',
          line1: '18 Harbour Road',
          line2: 'Flat 12B',
          postal_code: null,
        },
      },
      timeCreated: createdAt,
    },
    {
      accountId,
      id: ids.kowloon,
      livemode,
      reference: 'client-0107',
      entityType: 'company',
      legalName: 'Kowloon Garments Limited',
      taxId: '12345678-000-03-24-A',
      registrationCountry: 'HK',
      description: 'Pays its suppliers across Asia',
      addresses: {
        ...noAddresses,
        business: {
          country: 'HK',
          state: null,
          city: 'Kowloon',
          line1: '88 Canton Road',
          line2: null,
          postal_code: null,
        },
      },
      timeCreated: createdAt,
    },
  ]);
  const passport = await storeFile(tx, {
    accountId,
    purpose: 'payer_identity',
    filename: 'wei-li-passport.png',
    data: demoPassport,
    allowedKinds: ['png'],
    maxBytes: 5 * 1024 * 1024,
  });
  await tx.insert(payerIdentityDocuments).values({ payerId: ids.wei, fileId: passport.id });
  await tx.insert(payees).values([
    {
      accountId,
      id: ids.fang,
      livemode,
      reference: 'staff-017',
      entityType: 'individual',
      firstName: 'Fang',
      lastName: 'Zhang',
      nationality: 'CN',
      email: 'zhang.fang@example.com',
      timeCreated: createdAt,
    },
    {
      accountId,
      id: ids.maria,
      livemode,
      entityType: 'individual',
      firstName: 'Maria',
      lastName: 'Santos',
      nationality: 'PH',
      phone: '+639171234567',
      timeCreated: createdAt,
    },
    {
      accountId,
      id: ids.lion,
      livemode,
      reference: 'supplier-sg-3',
      entityType: 'company',
      firstName: 'Wei Ming',
      lastName: 'Tan',
      nationality: 'SG',
      email: 'accounts@lioncity.example.com',
      description: 'Lion City Traders Pte. Ltd., contact: finance',
      timeCreated: createdAt,
    },
  ]);
  const methods = { alipay: newId('pm'), gcash: newId('pm'), paynow: newId('pm') };
  await tx.insert(payoutMethods).values([
    {
      accountId,
      id: methods.alipay,
      livemode,
      payeeId: ids.fang,
      method: 'alipay_cn',
      account: 'zhang.fang@example.com',
      description: 'Alipay wallet',
      timeCreated: createdAt,
    },
    {
      accountId,
      id: methods.gcash,
      livemode,
      payeeId: ids.maria,
      method: 'gcash_ph',
      account: '+639171234567',
      timeCreated: createdAt,
    },
    {
      accountId,
      id: methods.paynow,
      livemode,
      payeeId: ids.lion,
      method: 'paynow_sg',
      account: '+6561234567',
      description: 'Company PayNow (UEN-linked)',
      timeCreated: createdAt,
    },
  ]);
  return { ids, methods };
};

type DemoPayout = {
  daysAgo: number;
  payer: 'wei' | 'kowloon';
  to: 'fang' | 'maria' | 'lion';
  amount: number;
  purpose: PayoutPurpose;
  reference: string;
  /** What happened to it next, if anything. */
  outcome?: 'succeeded' | 'failed' | 'canceled';
};

/** One payout in every state, oldest first; HKD amounts fit the live history's available balance. */
const demoPayouts: DemoPayout[] = [
  {
    daysAgo: 20,
    payer: 'wei',
    to: 'fang',
    amount: 150_000,
    purpose: 'family_support',
    reference: 'fam-2611',
    outcome: 'succeeded',
  },
  {
    daysAgo: 12,
    payer: 'kowloon',
    to: 'lion',
    amount: 90_000,
    purpose: 'goods_clothing',
    reference: 'po-7781',
    outcome: 'succeeded',
  },
  {
    daysAgo: 8,
    payer: 'kowloon',
    to: 'maria',
    amount: 45_000,
    purpose: 'service_translation',
    reference: 'inv-0931',
    outcome: 'failed',
  },
  {
    daysAgo: 5,
    payer: 'kowloon',
    to: 'lion',
    amount: 60_000,
    purpose: 'goods_electronics',
    reference: 'po-7790',
    outcome: 'canceled',
  },
  { daysAgo: 2, payer: 'kowloon', to: 'maria', amount: 38_000, purpose: 'salary', reference: 'sal-1125' },
  // HKD 8,200 is above the default threshold (USD 1,000): it waits for a user's verification.
  { daysAgo: 1, payer: 'wei', to: 'fang', amount: 820_000, purpose: 'family_support', reference: 'fam-2612' },
];

/**
 * The HK account's payouts in both modes, made and moved through the payout services (dated back
 * with lib/clock.ts, so their ledger entries and events are as a request would record them). Test
 * mode first gets a top-up (an adjustment) so its balance holds them.
 */
export const insertDemoPayouts = async (tx: Transaction, accountId: string, now = Date.now()) => {
  const ctx: PayoutContext = { db: tx, gatewayFor: () => simulatorGateway, logger: pino({ level: 'silent' }) };
  const at = (days: number) => new Date(now - days * dayMs);
  await asOf(at(30), () =>
    postBalanceTransaction(tx, {
      accountId,
      livemode: false,
      currency: 'HKD',
      type: 'adjustment',
      direction: 'credit',
      source: { type: 'adjustment', id: newId('adj'), amount: 5_000_000 },
      description: 'Test mode top-up: HKD 50,000.00 to try payouts',
    }),
  );
  for (const livemode of [true, false]) {
    const scope = await systemScope(tx, accountId, livemode, 'demo-seed');
    const { ids, methods } = await insertParties(tx, accountId, livemode, at(40));
    const methodOf = { fang: methods.alipay, maria: methods.gcash, lion: methods.paynow };
    for (const demo of demoPayouts) {
      await asOf(at(demo.daysAgo), async () => {
        const payout = await createPayout(ctx, null, scope, {
          payer_id: ids[demo.payer],
          payee_id: ids[demo.to],
          payout_method_id: methodOf[demo.to],
          currency: 'HKD',
          amount: demo.amount,
          purpose: demo.purpose,
          reference: demo.reference,
        });
        if (demo.outcome === 'canceled') await cancelPayout(ctx, null, scope, payout.id);
        else if (demo.outcome === 'failed') {
          await closePayout(tx, payout.id, {
            status: 'failed',
            failureCode: 'account_closed',
            failureMessage: 'The GCash wallet is closed.',
          });
        } else if (demo.outcome) await closePayout(tx, payout.id, { status: demo.outcome });
      });
    }
  }
};
