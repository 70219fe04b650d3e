import type { Locale } from '@paydeck/contract/locales';
import type { Payee, PayeeInput, PayeeListQuery } from '@paydeck/contract/payouts';
import type { AppContext } from '../../context.ts';
import type { Scope } from '../../core/scope.ts';
import type { Executor } from '../../db/client.ts';
import { listPageOf } from '../../db/paging.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { unixSeconds } from '../../lib/time.ts';
import { checkCountries, textOrNull } from './party-fields.ts';
import {
  findPayee,
  insertPayee,
  listPayees,
  type PayeeFields,
  type PayeeRow,
  updatePayee,
} from './payees.repository.ts';

export const payeeOf = (row: PayeeRow): Payee => ({
  id: row.id,
  object: 'payee',
  account_id: row.accountId,
  livemode: row.livemode,
  reference: row.reference,
  entity_type: row.entityType,
  first_name: row.firstName,
  last_name: row.lastName,
  nationality: row.nationality,
  email: row.email,
  phone: row.phone,
  description: row.description,
  time_created: unixSeconds(row.timeCreated),
});

/** The payee `id` of the scope's account and mode (another account's or mode's is the same 404). */
export const payeeOfScope = async (db: Executor, scope: Scope, id: string) => {
  const row = await findPayee(db, scope.account.id, scope.livemode, id);
  if (!row) throw new AppError('payee_not_found');
  return row;
};

export const payeePage = async (ctx: AppContext, scope: Scope, query: PayeeListQuery) => {
  const { rows, total } = await listPayees(ctx.db, scope.account.id, scope.livemode, query);
  return listPageOf(rows.map(payeeOf), total, query);
};

export const payeeDetail = async (ctx: AppContext, scope: Scope, id: string) =>
  payeeOf(await payeeOfScope(ctx.db, scope, id));

/** A field the body's refinement requires (spec §5 payee), so present once the body parsed. */
const required = (value: string | null | undefined) => {
  if (!value) throw new Error('payee body passed without a required field');
  return value;
};

/** The whole record from the body (create and edit alike); the nationality checked against the list. */
const fieldsOf = (locale: Locale, input: PayeeInput): PayeeFields => {
  checkCountries(locale, { nationality: input.nationality });
  return {
    reference: textOrNull(input.reference),
    entityType: input.entity_type,
    firstName: required(input.first_name),
    lastName: required(input.last_name),
    nationality: required(input.nationality),
    email: textOrNull(input.email),
    phone: textOrNull(input.phone),
    description: textOrNull(input.description),
  };
};

export const createPayee = async (ctx: AppContext, scope: Scope, locale: Locale, input: PayeeInput) =>
  payeeOf(
    await insertPayee(ctx.db, {
      ...fieldsOf(locale, input),
      accountId: scope.account.id,
      id: newId('pye'),
      livemode: scope.livemode,
    }),
  );

export const editPayee = async (ctx: AppContext, scope: Scope, locale: Locale, id: string, input: PayeeInput) => {
  const row = await updatePayee(ctx.db, scope.account.id, scope.livemode, id, fieldsOf(locale, input));
  if (!row) throw new AppError('payee_not_found');
  return payeeOf(row);
};
