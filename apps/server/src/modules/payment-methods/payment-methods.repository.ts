import type { PaymentMethodStatus } from '@paydeck/contract/payment-method-catalogue';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accountPaymentMethods } from '../../db/schema/payment-methods.ts';

export type AccountPaymentMethodRow = typeof accountPaymentMethods.$inferSelect;

/** The account's choices in one mode (at most one row per catalogue method, on the primary key). */
export const listMethodChoices = (db: Executor, accountId: string, livemode: boolean) =>
  db
    .select()
    .from(accountPaymentMethods)
    .where(and(eq(accountPaymentMethods.accountId, accountId), eq(accountPaymentMethods.livemode, livemode)));

export const findMethodChoice = async (db: Executor, accountId: string, livemode: boolean, method: string) => {
  const [row] = await db
    .select()
    .from(accountPaymentMethods)
    .where(
      and(
        eq(accountPaymentMethods.accountId, accountId),
        eq(accountPaymentMethods.livemode, livemode),
        eq(accountPaymentMethods.method, method),
      ),
    );
  return row ?? null;
};

export const saveMethodChoice = async (
  db: Executor,
  choice: { accountId: string; livemode: boolean; method: string; status: PaymentMethodStatus },
): Promise<AccountPaymentMethodRow> => {
  const [row] = await db
    .insert(accountPaymentMethods)
    .values(choice)
    .onConflictDoUpdate({
      target: [accountPaymentMethods.accountId, accountPaymentMethods.livemode, accountPaymentMethods.method],
      set: { status: choice.status, timeUpdated: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('payment method upsert returned no row');
  return row;
};
