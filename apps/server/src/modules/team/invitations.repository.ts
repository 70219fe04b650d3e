import type { BuiltInRole } from '@paydeck/contract/roles';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts, invitations, merchants } from '../../db/schema/merchants.ts';
import { newId } from '../../lib/ids.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';

/** Invitations expire after 7 days (spec §4: inviting → accepted | expired). */
export const invitationLifetimeMs = 7 * 24 * 60 * 60 * 1000;

export const insertInvitation = async (
  db: Executor,
  input: { accountId: string; email: string; roles: BuiltInRole[]; invitedByUserId: string },
) => {
  const token = newToken();
  const id = newId('inv');
  await db.insert(invitations).values({
    id,
    ...input,
    email: input.email.trim(),
    tokenHash: hashToken(token),
    timeExpired: new Date(Date.now() + invitationLifetimeMs),
  });
  return { id, token };
};

const pending = (token: string) =>
  and(
    eq(invitations.tokenHash, hashToken(token)),
    eq(invitations.status, 'inviting'),
    gt(invitations.timeExpired, sql`now()`),
  );

/** A pending invitation by its token, with the account and merchant names it leads to. */
export const findPendingInvitation = async (db: Executor, token: string) => {
  const [row] = await db
    .select({
      id: invitations.id,
      accountId: invitations.accountId,
      email: invitations.email,
      roles: invitations.roles,
      accountName: accounts.name,
      merchantName: merchants.name,
    })
    .from(invitations)
    .innerJoin(accounts, eq(accounts.id, invitations.accountId))
    .innerJoin(merchants, eq(merchants.id, accounts.merchantId))
    .where(pending(token));
  return row ?? null;
};

/** Marks it accepted; of two concurrent acceptances exactly one succeeds. */
export const markAccepted = async (db: Executor, token: string) => {
  const rows = await db
    .update(invitations)
    .set({ status: 'accepted', timeAccepted: sql`now()` })
    .where(pending(token))
    .returning({ id: invitations.id });
  return rows.length === 1;
};
