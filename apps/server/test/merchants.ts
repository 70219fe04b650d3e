import type { BuiltInRole } from '@paydeck/contract/roles';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema/identity.ts';
import { merchants } from '../src/db/schema/merchants.ts';
import { newId } from '../src/lib/ids.ts';
import {
  disableAccount as disableAccountNow,
  setAccountActivation,
} from '../src/modules/accounts/account-status.service.ts';
import { insertSession } from '../src/modules/identity/sessions.repository.ts';
import { findUserByEmail } from '../src/modules/identity/users.repository.ts';
import { insertMember } from '../src/modules/merchants/merchants.repository.ts';
import type { TestApp } from './app.ts';
import { bearer, body, signUp } from './identity.ts';

export type TestOwner = { token: string; userId: string; merchantId: string; accountId: string };

/** A signed-in user who completed the account information: owner of a merchant and its first account. */
export const signUpMerchant = async (
  t: TestApp,
  email: string,
  merchantName: string,
  country = 'HK',
): Promise<TestOwner> => {
  const token = await signUp(t.app, t.database.db, email);
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/merchants',
    headers: bearer(token),
    payload: { merchant_name: merchantName, country },
  });
  if (res.statusCode !== 200) throw new Error(`merchant activation failed: ${res.body}`);
  const created = body<{ merchant_id: string; account_id: string }>(res).data;
  const user = await findUserByEmail(t.database.db, email);
  if (!user) throw new Error('user missing');
  return { token, userId: user.id, merchantId: created.merchant_id, accountId: created.account_id };
};

/** A signed-in user added to an account with the given roles, with that account selected. */
export const signUpMember = async (t: TestApp, email: string, accountId: string, roles: BuiltInRole[]) => {
  const token = await signUp(t.app, t.database.db, email);
  const user = await findUserByEmail(t.database.db, email);
  if (!user) throw new Error('user missing');
  await insertMember(t.database.db, { accountId, userId: user.id, roles });
  const selected = await t.app.inject({
    method: 'POST',
    url: '/v1/select_account',
    headers: bearer(token),
    payload: { account_id: accountId },
  });
  if (selected.statusCode !== 200) throw new Error(`select_account failed: ${selected.body}`);
  return { token, userId: user.id };
};

/**
 * What `npm run ops -- disable-account <id> --freeze-days N` does, once the app's API keys have
 * heard of it (an operator's change reaches them within milliseconds; a test goes on at once).
 */
export const disableAccount = async (t: TestApp, accountId: string, freezeDays = 90) => {
  await disableAccountNow(t.database.db, accountId, freezeDays);
  await t.app.apiKeys.sync();
};

/** What `npm run ops -- activate-account <id>` does: the account may then act in live mode. */
export const activateAccount = async (t: TestApp, accountId: string) => {
  await setAccountActivation(t.database.db, accountId, 'activated');
  await t.app.apiKeys.sync();
};

export const disableMerchant = async (t: TestApp, merchantId: string) => {
  await t.database.db.update(merchants).set({ status: 'disabled' }).where(eq(merchants.id, merchantId));
  await t.app.apiKeys.sync();
};

/**
 * A member with a session on the account, written straight to the database: no registration
 * and no password hashing, for tests that need many members (matrices, fixtures).
 */
export const addMember = async (t: TestApp, accountId: string, roles: BuiltInRole[], email?: string) => {
  const userId = newId('usr');
  const address = email ?? `${userId.toLowerCase()}@example.com`;
  await t.database.db
    .insert(users)
    .values({ id: userId, email: address, passwordHash: 'not-a-hash', emailConfirmedAt: new Date() });
  await insertMember(t.database.db, { accountId, userId, roles });
  const { token } = await insertSession(t.database.db, {
    userId,
    remember: false,
    admin: false,
    ip: '127.0.0.1',
    userAgent: 'vitest',
    selectedAccountId: accountId,
  });
  return { userId, email: address, token };
};
