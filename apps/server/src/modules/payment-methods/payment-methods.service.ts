import {
  isPaymentMethodId,
  type PaymentMethodDefinition,
  type PaymentMethodId,
  type PaymentMethodStatus,
  paymentMethodCatalogue,
  paymentMethodOf,
  servesBusiness,
} from '@paydeck/contract/payment-method-catalogue';
import type { PaymentMethod, PaymentMethodListQuery } from '@paydeck/contract/payment-methods';
import type { BusinessType } from '@paydeck/contract/roles';
import type { AppContext } from '../../context.ts';
import { type Operator, recordOperation } from '../../core/operation-log.ts';
import type { Scope } from '../../core/scope.ts';
import { listPageOf, pageOffset } from '../../db/paging.ts';
import { AppError } from '../../lib/app-error.ts';
import { unixSeconds } from '../../lib/time.ts';
import { lockAccountForEdit } from '../accounts/accounts.service.ts';
import {
  type AccountPaymentMethodRow,
  findMethodChoice,
  listMethodChoices,
  saveMethodChoice,
} from './payment-methods.repository.ts';

/**
 * A method serving none of the account's business types is always disable; otherwise the
 * account's choice, enabled until it chooses.
 */
const statusOf = (
  definition: PaymentMethodDefinition,
  businessTypes: readonly BusinessType[],
  choice: Pick<AccountPaymentMethodRow, 'status'> | undefined,
): PaymentMethodStatus => (servesBusiness(definition, businessTypes) ? (choice?.status ?? 'enable') : 'disable');

const paymentMethodOfAccount = (
  definition: PaymentMethodDefinition & { method: PaymentMethodId },
  scope: Scope,
  choice: AccountPaymentMethodRow | undefined,
): PaymentMethod => ({
  method: definition.method,
  object: 'payment_method',
  name: definition.name,
  type: definition.type,
  flow: definition.flow,
  country: definition.country,
  currencies: [...definition.currencies],
  business_types: [...definition.businessTypes],
  livemode: scope.livemode,
  status: statusOf(definition, scope.account.businessTypes, choice),
  available: servesBusiness(definition, scope.account.businessTypes),
  amount_limits: definition.currencies.map((currency) => ({
    currency,
    min_amount: definition.limits[currency]?.min ?? 0,
    max_amount: definition.limits[currency]?.max ?? 0,
  })),
  fee: {
    percentage_bps: definition.fee.percentageBps,
    fixed: definition.currencies.map((currency) => ({ currency, amount: definition.fee.fixed[currency] ?? 0 })),
  },
  time_updated: choice ? unixSeconds(choice.timeUpdated) : null,
});

/**
 * The catalogue as the account has it in the mode, in catalogue order, filtered and paged in
 * memory (a few dozen methods; the account's choices are one primary-key range read). A
 * publishable key sees only enabled methods: it is what a checkout page may show.
 */
export const paymentMethodPage = async (ctx: AppContext, scope: Scope, query: PaymentMethodListQuery) => {
  const choices = new Map(
    (await listMethodChoices(ctx.db, scope.account.id, scope.livemode)).map((row) => [row.method, row]),
  );
  const status = scope.actor.type === 'api_key' && scope.actor.keyType === 'publishable' ? 'enable' : query.status;
  const matching = paymentMethodCatalogue
    .map((definition) => paymentMethodOfAccount(definition, scope, choices.get(definition.method)))
    .filter(
      (method) =>
        (!status || method.status === status) &&
        (!query.business_type || method.business_types.includes(query.business_type)) &&
        (!query.currency || method.currencies.includes(query.currency)),
    );
  const offset = pageOffset(query);
  return listPageOf(matching.slice(offset, offset + query.per_page), matching.length, query);
};

const definitionOf = (method: string) => {
  if (!isPaymentMethodId(method)) throw new AppError('payment_method_not_found');
  return paymentMethodOf(method);
};

export const paymentMethodDetail = async (ctx: AppContext, scope: Scope, method: string): Promise<PaymentMethod> => {
  const definition = definitionOf(method);
  const choice = await findMethodChoice(ctx.db, scope.account.id, scope.livemode, definition.method);
  return paymentMethodOfAccount(definition, scope, choice ?? undefined);
};

/**
 * A payment may use a method only while it is enabled for the account in the mode (a method
 * serving none of the account's business types never is) and it takes payments (payin). The
 * account's switched-off methods were read with it, by the access check.
 */
export const assertMethodEnabled = (
  account: { businessTypes: readonly BusinessType[]; methodsOffTest: string[]; methodsOffLive: string[] },
  livemode: boolean,
  definition: PaymentMethodDefinition & { method: PaymentMethodId },
) => {
  const off = (livemode ? account.methodsOffLive : account.methodsOffTest).includes(definition.method);
  const enabled = statusOf(definition, account.businessTypes, off ? { status: 'disable' } : undefined) === 'enable';
  if (!enabled || !definition.businessTypes.includes('payin')) {
    throw new AppError('payment_method_disabled', { params: { method: definition.method } });
  }
};

/**
 * Enables or disables a method in the mode. The account row is locked, so its business types are
 * current and concurrent edits log one change each; an edit that changes nothing logs nothing.
 */
export const setPaymentMethodStatus = async (
  ctx: AppContext,
  operator: Operator,
  scope: Scope,
  method: string,
  status: PaymentMethodStatus,
): Promise<PaymentMethod> => {
  const definition = definitionOf(method);
  return ctx.db.transaction(async (tx) => {
    const account = await lockAccountForEdit(tx, scope.account.id);
    if (!account) throw new AppError('not_found');
    const current = { ...scope, account: { ...scope.account, businessTypes: account.businessTypes } };
    if (status === 'enable' && !servesBusiness(definition, account.businessTypes)) {
      throw new AppError('payment_method_unavailable', { params: { method: definition.method } });
    }
    const choice = await findMethodChoice(tx, account.id, scope.livemode, definition.method);
    const before = statusOf(definition, account.businessTypes, choice ?? undefined);
    if (before === status) return paymentMethodOfAccount(definition, current, choice ?? undefined);
    const saved = await saveMethodChoice(tx, {
      accountId: account.id,
      livemode: scope.livemode,
      method: definition.method,
      status,
    });
    await recordOperation(tx, operator, scope.account, {
      action: 'updated',
      sourceType: 'paymentMethod',
      sourceId: definition.method,
      description: `${definition.method} [${scope.livemode ? 'live' : 'test'}]: ${before} → ${status}`,
    });
    return paymentMethodOfAccount(definition, current, saved);
  });
};
