import { buildAccess } from '@paydeck/contract/access';
import { describe, expect, it } from 'vitest';
import { decideRoute } from '../guard.ts';
import { accountId, contextOf, matchesOf } from './fixtures.ts';

const a = `/accounts/${accountId}`;
const decide = (path: string, ctx = contextOf('owner')) => decideRoute(matchesOf(path), path, ctx);
const ok = { type: 'ok' };
const forbidden = { type: 'forbidden' };
const to = (target: string) => ({ type: 'redirect', to: target });

/** One screen of every account route of spec §2 (ids are examples). */
const accountScreens = [
  'getting-started',
  'statistics',
  'transaction/payments',
  'transaction/payments/pay_1',
  'transaction/refunds',
  'transaction/refunds/re_1',
  'transaction/disputes',
  'transaction/disputes/dp_1',
  'balance/transactions',
  'balance/transactions/txn_1',
  'balance/settlements',
  'balance/settlements/st_1',
  'customers',
  'customers/create',
  'customers/cus_1',
  'mandates',
  'mandates/md_1',
  'subscriptions',
  'subscriptions/sub_1',
  'payouts/payers',
  'payouts/payers/pyr_1',
  'payouts/payees',
  'payouts/payees/pye_1',
  'payouts/payouts',
  'payouts/payouts/po_1',
  'payouts/po_1/verify',
  'payouts/payout_methods',
  'payouts/payout_methods/pm_1',
  'team',
  'team/roles',
  'developers/api_keys',
  'developers/webhooks',
  'developers/webhooks/we_1',
  'developers/webhook_histories',
  'developers/webhook_histories/wh_1',
  'paymentMethods',
  'paymentMethods/pmt_1',
  'paymentMethods/test_payment',
  'paymentMethods/test_payment/pay_1',
  'setting/account',
  'setting/withdrawal',
  'messages',
  'messages/msg_1',
];
const personalScreens = [
  '/profile',
  '/merchant',
  '/settings',
  '/tickets',
  '/tickets/create',
  '/operations',
  '/exports',
];

describe('route guard (spec §2 routing rules, §6 access)', () => {
  it('lets the owner open every route of spec §2', () => {
    for (const screen of accountScreens) expect(decide(`${a}/${screen}`), screen).toEqual(ok);
    for (const path of personalScreens) expect(decide(path), path).toEqual(ok);
  });

  it('registers every route: none of them falls through to "no match"', () => {
    for (const screen of accountScreens) expect(matchesOf(`${a}/${screen}`).length, screen).toBeGreaterThan(0);
    expect(matchesOf(`${a}/nowhere`)).toHaveLength(0);
  });

  it('closes what a narrow role does not grant (finance: no team, developers, activity log, merchant)', () => {
    const finance = contextOf('finance');
    for (const path of ['team', 'developers/api_keys', 'developers/webhooks/we_1', 'developers/webhook_histories']) {
      expect(decide(`${a}/${path}`, finance), path).toEqual(forbidden);
    }
    expect(decide('/operations', finance)).toEqual(forbidden);
    expect(decide('/merchant', finance)).toEqual(forbidden);
    for (const path of [
      'transaction/refunds',
      'balance/settlements',
      'payouts/po_1/verify',
      'team/roles',
      'setting/withdrawal',
    ]) {
      expect(decide(`${a}/${path}`, finance), path).toEqual(ok);
    }
    for (const path of ['/profile', '/settings', '/tickets', '/exports'])
      expect(decide(path, finance), path).toEqual(ok);
  });

  it('closes a parent whose children are all closed (finance has no developer tools)', () => {
    expect(decide(`${a}/developers`, contextOf('finance'))).toEqual(forbidden);
    expect(decide(`${a}/developers`, contextOf('developer'))).toEqual(to(`${a}/developers/api_keys`));
  });

  it('closes pay-in screens on an account without payin', () => {
    const payoutOnly = contextOf('owner', ['payout']);
    for (const path of ['transaction/payments', 'transaction', 'customers/create', 'mandates', 'subscriptions/sub_1']) {
      expect(decide(`${a}/${path}`, payoutOnly), path).toEqual(forbidden);
    }
    expect(decide(`${a}/paymentMethods/test_payment`, payoutOnly)).toEqual(forbidden);
    expect(decide(`${a}/payouts/payers`, payoutOnly)).toEqual(ok);
    expect(decide(`${a}/balance/transactions`, payoutOnly)).toEqual(ok);
  });

  it('closes payout screens on an account without payout', () => {
    const payinOnly = contextOf('owner', ['payin']);
    for (const path of ['payouts', 'payouts/payers', 'payouts/payout_methods/pm_1', 'payouts/po_1/verify']) {
      expect(decide(`${a}/${path}`, payinOnly), path).toEqual(forbidden);
    }
    expect(decide(`${a}/transaction/payments`, payinOnly)).toEqual(ok);
  });

  it('sends bare paths to their first child (spec §2), skipping children the user may not open', () => {
    expect(decide(`${a}/transaction`)).toEqual(to(`${a}/transaction/payments`));
    expect(decide(`${a}/balance`)).toEqual(to(`${a}/balance/transactions`));
    expect(decide(`${a}/payouts`)).toEqual(to(`${a}/payouts/payers`));
    expect(decide(`${a}/developers`)).toEqual(to(`${a}/developers/api_keys`));
    expect(decide(`${a}/setting`)).toEqual(to(`${a}/setting/account`));
    // The account's own path is its landing page (home or getting started), not a redirect here.
    expect(decide(a)).toEqual({ type: 'ok' });
    expect(decide('/accounts')).toEqual(to(a));
    // A role with refunds but not payments lands on refunds.
    const refundsOnly = contextOf('owner', undefined, { access: buildAccess(['list_refunds', 'add_refund']) });
    expect(decide(`${a}/transaction`, refundsOnly)).toEqual(to(`${a}/transaction/refunds`));
  });

  it("rewrites another account id in the path to the current account's, keeping the rest of the path", () => {
    expect(decide('/accounts/acct_other/transaction/payments/pay_1')).toEqual(to(`${a}/transaction/payments/pay_1`));
    expect(decide('/accounts/acct_other')).toEqual(to(a));
  });

  it('on an account of a disabled merchant (no usable account), closes account pages but keeps personal ones', () => {
    const noAccount = contextOf('owner', undefined, { account: null, access: null, merchantOwner: false });
    expect(decide(`${a}/getting-started`, noAccount)).toEqual(forbidden);
    expect(decide('/accounts/acct_closed/statistics', noAccount)).toEqual(forbidden);
    expect(decide('/profile', noAccount)).toEqual(ok);
    expect(decide('/settings', noAccount)).toEqual(ok);
    // Access checks need an account: tickets are the account's.
    expect(decide('/tickets', noAccount)).toEqual(forbidden);
  });

  it('sends a user without any account to complete the merchant information', () => {
    const none = contextOf('owner', undefined, { account: null, access: null, hasAccounts: false });
    expect(decide(`${a}/getting-started`, none)).toEqual(to('/user/active'));
  });
});
