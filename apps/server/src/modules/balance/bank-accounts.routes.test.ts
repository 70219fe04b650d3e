import type { BankAccount, BankAccountList } from '@paydeck/contract/bank-accounts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { goodBankAccount, sessionCall } from '../../../test/balance.ts';
import { body } from '../../../test/identity.ts';
import { addMember, signUpMerchant, type TestOwner } from '../../../test/merchants.ts';
import { operationLogs } from '../../db/schema/operations.ts';
import { bankAccounts } from '../../db/schema/settlements.ts';

let t: TestApp;
let owner: TestOwner;
let other: TestOwner;
let call: ReturnType<typeof sessionCall>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpMerchant(t, 'bank-accounts@example.com', 'Harbour  Trading Ltd.');
  other = await signUpMerchant(t, 'bank-accounts-other@example.com', 'Harbour Trading Ltd.');
  call = sessionCall(t, owner.token);
});
afterAll(() => t.close());

const list = async (as = call) => body<BankAccountList>(await as('GET', '/v1/bank_accounts')).data;
const countRows = async (accountId = owner.accountId) =>
  (await t.database.db.select().from(bankAccounts).where(eq(bankAccounts.accountId, accountId))).length;

describe('bank accounts (setting/withdrawal)', () => {
  it('says which beneficiary name the company needs, before any account exists', async () => {
    expect(await list()).toEqual({
      beneficiary_name: 'HARBOUR TRADING LTD.',
      settlement_currencies: ['USD'],
      bank_accounts: [],
    });
  });

  it('refuses each spec §5 rule field by field, localized, and writes nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { beneficiary_name: 'Harbour Trading Ltd.' },
        'beneficiary_name',
        "Use capital English letters, digits, '.' and ',' only.",
      ],
      [
        { beneficiary_address: '#8 Finance Street' },
        'beneficiary_address',
        "Use English letters, digits and - , . only ('#' is not allowed).",
      ],
      [
        { beneficiary_address: '香港中环金融街8号' },
        'beneficiary_address',
        "Use English letters, digits and - , . only ('#' is not allowed).",
      ],
      [
        { swift_code: 'HSBC-HK' },
        'swift_code',
        'Enter a SWIFT/BIC code: 8 or 11 capital letters and digits, e.g. HSBCHKHHHKH.',
      ],
      [{ bank_name: '  ' }, 'bank_name', 'Required.'],
      [{ additional_information: '' }, 'additional_information', 'Required.'],
      [{ bank_country: 'Hong Kong' }, 'bank_country', 'Choose a country or region from the list.'],
      [{ currency: 'JPY' }, 'currency', ''],
    ];
    for (const [change, field, message] of cases) {
      const res = await call('POST', '/v1/bank_accounts', goodBankAccount(change));
      expect(res.statusCode, field).toBe(422);
      const issue = res.json().error.details.find((d: { field: string }) => d.field === field);
      expect(issue, field).toBeDefined();
      if (message) expect(issue.message).toBe(message);
    }
    const zh = await call('POST', '/v1/bank_accounts', goodBankAccount({ swift_code: 'x' }), {
      'accept-language': 'zh-CN',
    });
    expect(zh.json().error.details[0].message).toBe(
      '请输入 SWIFT/BIC 代码：8 或 11 位大写字母和数字，例如 HSBCHKHHHKH。',
    );
    // Required fields missing altogether.
    const { account_number: _, ...withoutNumber } = goodBankAccount();
    expect((await call('POST', '/v1/bank_accounts', withoutNumber)).statusCode).toBe(422);
    expect(await countRows()).toBe(0);
  });

  it('refuses a beneficiary that is not the company, naming the spelling it needs', async () => {
    const res = await call('POST', '/v1/bank_accounts', goodBankAccount({ beneficiary_name: 'JOHN SMITH' }));
    expect([res.statusCode, res.json().error.code]).toEqual([422, 'beneficiary_name_mismatch']);
    expect(res.json().message).toBe('The beneficiary must be your company, written HARBOUR TRADING LTD..');
    const zh = await call('POST', '/v1/bank_accounts', goodBankAccount({ beneficiary_name: 'JOHN' }), {
      'accept-language': 'zh-CN',
    });
    expect(zh.json().message).toBe('收款人必须是您的公司，写作 HARBOUR TRADING LTD.。');
    expect(await countRows()).toBe(0);
  });

  it('adds (the first is the default), edits, moves the default and deletes, each in the activity log', async () => {
    const first = body<BankAccount>(await call('POST', '/v1/bank_accounts', goodBankAccount())).data;
    expect(first).toMatchObject({ object: 'bank_account', default: true, currency: 'HKD', comment: null });
    const usd = await call(
      'POST',
      '/v1/bank_accounts',
      goodBankAccount({
        currency: 'USD',
        account_number: 'US 1234 5678',
        swift_code: 'CHASUS33',
        bank_country: 'US',
        intermediary_bank_name: 'Citibank N.A.',
        intermediary_bank_country: 'US',
        comment: 'USD receipts',
      }),
    );
    expect(usd.statusCode).toBe(200);
    const second = body<BankAccount>(usd).data;
    expect(second).toMatchObject({ default: false, intermediary_bank_name: 'Citibank N.A.' });

    const edited = await call(
      'PUT',
      `/v1/bank_accounts/${second.id}`,
      goodBankAccount({ currency: 'USD', bank_name: 'JPMorgan Chase' }),
    );
    expect(body<BankAccount>(edited).data).toMatchObject({ bank_name: 'JPMorgan Chase', intermediary_bank_name: null });

    await call('POST', `/v1/bank_accounts/${second.id}/default`);
    expect((await list()).bank_accounts.map((a) => [a.id, a.default])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    // Deleting the default hands it to the one left.
    expect((await call('DELETE', `/v1/bank_accounts/${second.id}`)).statusCode).toBe(200);
    expect((await list()).bank_accounts.map((a) => [a.id, a.default])).toEqual([[first.id, true]]);

    const logged = await t.database.db
      .select({ action: operationLogs.action, sourceId: operationLogs.sourceId })
      .from(operationLogs)
      .where(eq(operationLogs.sourceType, 'bankAccount'));
    expect(logged.map((row) => row.action).sort()).toEqual(['created', 'created', 'deleted', 'updated', 'updated']);
  });

  it('makes concurrent first additions one default', async () => {
    const fresh = await signUpMerchant(t, 'bank-accounts-race@example.com', 'Harbour Trading Ltd.');
    const as = sessionCall(t, fresh.token);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => as('POST', '/v1/bank_accounts', goodBankAccount())),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await list(as)).bank_accounts.filter((a) => a.default)).toHaveLength(1);
  });

  it("never reaches another account's bank account, and needs the permission", async () => {
    const [mine] = (await list()).bank_accounts;
    if (!mine) throw new Error('no bank account');
    const theirs = sessionCall(t, other.token);
    expect((await list(theirs)).bank_accounts).toEqual([]);
    for (const [method, url] of [
      ['PUT', `/v1/bank_accounts/${mine.id}`],
      ['POST', `/v1/bank_accounts/${mine.id}/default`],
      ['DELETE', `/v1/bank_accounts/${mine.id}`],
    ] as const) {
      const res = await theirs(method, url, method === 'PUT' ? goodBankAccount() : undefined);
      expect([res.statusCode, res.json().error.code], url).toEqual([404, 'bank_account_not_found']);
    }
    expect(await countRows()).toBe(1);
    const viewer = await addMember(t, owner.accountId, ['developer']);
    const refused = await sessionCall(t, viewer.token)('POST', '/v1/bank_accounts', goodBankAccount());
    expect(refused.statusCode).toBe(403);
  });
});
