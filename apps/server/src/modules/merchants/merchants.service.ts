import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/identity.ts';
import { AppError } from '../../lib/app-error.ts';
import { type SessionRecord, setSelectedAccount } from '../identity/sessions.repository.ts';
import { listMemberships } from '../identity/users.repository.ts';
import { insertAccount, insertMember, insertMerchant } from './merchants.repository.ts';

/**
 * `/user/active`: a user with no account yet creates their merchant and its first account, which
 * they own. The user row is locked so two concurrent submissions can't create two merchants.
 */
export const activateMerchant = async (
  ctx: AppContext,
  session: SessionRecord,
  input: { merchantName: string; country: string },
) =>
  ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${users} where ${eq(users.id, session.userId)} for update`);
    if ((await listMemberships(tx, session.userId)).length > 0) throw new AppError('merchant_exists');
    const merchantId = await insertMerchant(tx, {
      name: input.merchantName,
      country: input.country,
      ownerUserId: session.userId,
    });
    const accountId = await insertAccount(tx, {
      merchantId,
      name: input.merchantName,
      country: input.country,
      businessTypes: ['payin'],
      defaultSettlementCurrency: 'USD',
    });
    await insertMember(tx, { accountId, userId: session.userId, roles: ['owner'] });
    await setSelectedAccount(tx, session.id, accountId);
    return { merchant_id: merchantId, account_id: accountId };
  });
