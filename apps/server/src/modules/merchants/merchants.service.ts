import type { Merchant } from '@paydeck/contract/merchants';
import type { BuiltInRole, BusinessType } from '@paydeck/contract/roles';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { listUserAccounts } from '../../core/account-access.ts';
import type { Session } from '../../core/request.ts';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/identity.ts';
import { AppError } from '../../lib/app-error.ts';
import { unixSeconds } from '../../lib/time.ts';
import { selectSessionAccount } from '../identity/sessions.service.ts';
import { insertAccount, insertMember, insertMerchant, listMerchantAccountsOfUser } from './merchants.repository.ts';

/** A new account of the merchant whose first member is its owner, in the caller's transaction. */
export const openOwnedAccount = async (
  db: Executor,
  input: {
    merchantId: string;
    name: string;
    country: string;
    businessTypes: BusinessType[];
    defaultSettlementCurrency: string;
    ownerUserId: string;
  },
) => {
  const { ownerUserId, ...account } = input;
  const accountId = await insertAccount(db, account);
  await insertMember(db, { accountId, userId: ownerUserId, roles: ['owner'] });
  return accountId;
};

/** Makes the user a member of the account with these roles; nothing changes for a member already. */
export const addAccountMember = (db: Executor, input: { accountId: string; userId: string; roles: BuiltInRole[] }) =>
  insertMember(db, input);

/**
 * `/user/active`: a user with no account yet creates their merchant and its first account, which
 * they own. The user row is locked so two concurrent submissions can't create two merchants.
 */
export const activateMerchant = async (
  ctx: AppContext,
  session: Session,
  input: { merchantName: string; country: string },
) =>
  ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${users} where ${eq(users.id, session.userId)} for update`);
    if ((await listUserAccounts(tx, session.userId)).length > 0) throw new AppError('merchant_exists');
    const merchantId = await insertMerchant(tx, {
      name: input.merchantName,
      country: input.country,
      ownerUserId: session.userId,
    });
    const accountId = await openOwnedAccount(tx, {
      merchantId,
      name: input.merchantName,
      country: input.country,
      businessTypes: ['payin'],
      defaultSettlementCurrency: 'USD',
      ownerUserId: session.userId,
    });
    await selectSessionAccount(tx, session.id, accountId);
    return { merchant_id: merchantId, account_id: accountId };
  });

/**
 * `GET /v1/merchants`. The merchant profile is the owner's (spec §2): other members see the
 * merchant's name, id and status and their own accounts, not who owns it.
 */
export const listMerchantsOf = async (ctx: AppContext, session: Session): Promise<Merchant[]> => {
  const merchants = new Map<string, Merchant>();
  for (const row of await listMerchantAccountsOfUser(ctx.db, session.userId)) {
    let merchant = merchants.get(row.merchantId);
    if (!merchant) {
      const isOwner = row.merchantOwnerId === session.userId;
      merchant = {
        id: row.merchantId,
        name: row.merchantName,
        country: row.merchantCountry,
        status: row.merchantStatus,
        is_owner: isOwner,
        owner_id: isOwner ? session.userId : null,
        owner_email: isOwner ? session.email : null,
        time_created: unixSeconds(row.merchantTimeCreated),
        accounts: [],
      };
      merchants.set(row.merchantId, merchant);
    }
    merchant.accounts.push({
      id: row.accountId,
      name: row.accountName,
      status: row.activation,
      account_status: row.status,
      country: row.country,
      time_created: unixSeconds(row.timeCreated),
    });
  }
  return [...merchants.values()];
};
