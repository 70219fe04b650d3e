import { payoutMethodRules } from '@paydeck/contract/payout-rules';
import type { PayoutMethodInput, PayoutMethodListQuery, PayoutMethodRecord } from '@paydeck/contract/payouts';
import type { AppContext } from '../../context.ts';
import type { Scope } from '../../core/scope.ts';
import type { Executor } from '../../db/client.ts';
import { listPageOf } from '../../db/paging.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { unixSeconds } from '../../lib/time.ts';
import { personName, textOrNull } from './party-fields.ts';
import { payeeOfScope } from './payees.service.ts';
import {
  findPayoutMethod,
  insertPayoutMethod,
  listPayoutMethods,
  type PayoutMethodRow,
  payoutMethodInUse,
  softDeletePayoutMethod,
} from './payout-methods.repository.ts';

type PayeeName = { firstName: string; lastName: string };

const payoutMethodOf = (row: PayoutMethodRow, payee: PayeeName): PayoutMethodRecord => ({
  id: row.id,
  object: 'payout_method',
  livemode: row.livemode,
  method: row.method,
  account: row.account,
  payee_id: row.payeeId,
  payee_name: personName(payee),
  details: row.details,
  description: row.description,
  time_created: unixSeconds(row.timeCreated),
});

/**
 * The current (not deleted) method `id` of the scope's account and mode, else 404. `lock`: a
 * payout being made takes it with 'share', so a delete (which takes it with 'update') waits for
 * that payout and then sees it in progress.
 */
export const payoutMethodOfScope = async (db: Executor, scope: Scope, id: string, lock?: 'update' | 'share') => {
  const row = await findPayoutMethod(db, scope.account.id, scope.livemode, id, lock);
  if (!row) throw new AppError('payout_method_not_found');
  return row;
};

const payoutMethodView = async (db: Executor, scope: Scope, row: PayoutMethodRow) =>
  payoutMethodOf(row, await payeeOfScope(db, scope, row.payeeId));

export const payoutMethodPage = async (ctx: AppContext, scope: Scope, query: PayoutMethodListQuery) => {
  const { rows, total } = await listPayoutMethods(ctx.db, scope.account.id, scope.livemode, query);
  return listPageOf(
    rows.map((row) => payoutMethodOf(row.method, row)),
    total,
    query,
  );
};

export const payoutMethodDetail = async (ctx: AppContext, scope: Scope, id: string) =>
  payoutMethodView(ctx.db, scope, await payoutMethodOfScope(ctx.db, scope, id));

/**
 * Spec §5: the payee must be the scope's, and a company payee can't take a method that pays
 * individuals only (consumer wallets). The account's form is checked by the body's schema.
 */
export const addPayoutMethod = async (ctx: AppContext, scope: Scope, input: PayoutMethodInput) => {
  const payee = await payeeOfScope(ctx.db, scope, input.payee_id);
  if (payee.entityType === 'company' && !payoutMethodRules[input.method].company) {
    throw new AppError('payout_method_company_unsupported', { params: { method: input.method } });
  }
  const row = await insertPayoutMethod(ctx.db, {
    accountId: scope.account.id,
    id: newId('pm'),
    livemode: scope.livemode,
    payeeId: payee.id,
    method: input.method,
    account: input.account,
    details: input.details ?? {},
    description: textOrNull(input.description),
  });
  return payoutMethodOf(row, payee);
};

/** Soft delete (its payouts keep pointing at it), refused while any of its payouts is in progress. */
export const deletePayoutMethod = (ctx: AppContext, scope: Scope, id: string) =>
  ctx.db.transaction(async (tx) => {
    const row = await payoutMethodOfScope(tx, scope, id, 'update');
    if (await payoutMethodInUse(tx, row.id)) throw new AppError('payout_method_in_use');
    const deleted = await softDeletePayoutMethod(tx, row.id);
    if (!deleted) throw new AppError('payout_method_not_found');
    return payoutMethodView(tx, scope, deleted);
  });
