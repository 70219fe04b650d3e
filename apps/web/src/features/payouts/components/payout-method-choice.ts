import {
  type EntityType,
  type PayoutMethod,
  payoutAccountProblem,
  payoutMethodRules,
  payoutMethods,
} from '@paydeck/contract/payout-rules';

/** Spec §5: consumer wallets pay people only; a company payee can't use them. */
export const supportsPayee = (method: PayoutMethod, entityType: EntityType) =>
  entityType !== 'company' || payoutMethodRules[method].company;

/** The methods a payee may be given, each marked when the payee's entity type can't use it. */
export const methodChoices = (entityType: EntityType) =>
  payoutMethods.map((method) => ({ method, supported: supportsPayee(method, entityType) }));

/** The account rule of the method (contract payout-rules.ts): its field message key, or null. */
export const accountProblem = (method: PayoutMethod, account: string) => payoutAccountProblem(method, account);

/** What the account box asks for: an email or a phone, or a phone only. */
export const acceptsEmail = (method: PayoutMethod) =>
  (payoutMethodRules[method].accounts as readonly string[]).includes('email');
