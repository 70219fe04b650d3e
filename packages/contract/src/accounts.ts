import { z } from 'zod';
import { accountNameMaxLength } from './account-rules.ts';
import { settlementCurrencies } from './currencies.ts';
import { envelope } from './envelope.ts';
import { atLeastOneField } from './field-rules.ts';
import { allPermissions, permissionNames } from './permissions.ts';
import { accountStatuses, activationStatuses, builtInRoles, businessTypes, merchantStatuses } from './roles.ts';

export { accountNameMaxLength, maxAccountsPerMerchant } from './account-rules.ts';

const unixSeconds = z.number().int().meta({ description: 'Unix time in seconds.' });

/** One entry of the account switcher; accounts of a disabled merchant are listed but not selectable. */
export const userAccount = z
  .object({
    id: z.string(),
    name: z.string(),
    merchant_id: z.string(),
    merchant_name: z.string(),
    is_owner: z.boolean().meta({ description: 'The user holds the owner role on this account.' }),
    status: z.enum(activationStatuses),
    account_status: z.enum(accountStatuses),
    merchant_status: z.enum(merchantStatuses),
    country: z.string().meta({ example: 'HK' }),
    time_created: unixSeconds,
  })
  .meta({ id: 'UserAccount' });
export type UserAccount = z.output<typeof userAccount>;
export const userAccountListEnvelope = envelope(z.array(userAccount)).describe(
  'Every account the user is a member of, oldest first.',
);

/** Spec §3 "Current account": what the shell keeps about the selected account. */
export const currentAccount = z
  .object({
    id: z.string(),
    name: z.string(),
    status: z.enum(activationStatuses).meta({ description: 'An inactivated account runs in test mode only.' }),
    account_status: z.enum(accountStatuses),
    merchant_status: z.enum(merchantStatuses),
    merchant_id: z.string(),
    country: z.string().meta({ example: 'HK' }),
    timezone: z.string().meta({ example: 'Asia/Hong_Kong' }),
    enable_reference_unique: z.boolean(),
    enable_business: z.array(z.enum(businessTypes)),
    default_settlement_currency: z.string().meta({ example: 'USD' }),
    settlement_currencies: z.array(z.string()),
    time_disabled: unixSeconds.nullable(),
    time_withdrawals_available: unixSeconds
      .nullable()
      .meta({ description: 'A disabled account: when withdrawals become available again.' }),
    freeze_days: z.number().int().nullable().meta({ description: 'A disabled account: the total freeze in days.' }),
    time_created: unixSeconds,
  })
  .meta({ id: 'CurrentAccount' });
export type CurrentAccount = z.output<typeof currentAccount>;
export const currentAccountEnvelope = envelope(currentAccount);

export const accountPermissions = z
  .object({
    permissions: z
      .union([z.array(z.enum(permissionNames)), z.literal(allPermissions)])
      .meta({ description: "Permission names, or 'all permissions' for an owner of a normal account." }),
    roles: z.array(z.enum(builtInRoles)),
  })
  .meta({ id: 'AccountPermissions' });
export type AccountPermissions = z.output<typeof accountPermissions>;
export const accountPermissionsEnvelope = envelope(accountPermissions);

export const selectAccountBody = z.object({ account_id: z.string().max(64) }).meta({ id: 'SelectAccountBody' });
export type SelectAccountBody = z.input<typeof selectAccountBody>;

/** Spec §5 "Create account"; the form defaults to USD and payin. */
export const accountCreateBody = z
  .object({
    account_name: z.string().trim().min(1).max(accountNameMaxLength),
    country: z.string().length(2).meta({ description: 'ISO 3166-1 alpha-2 region.', example: 'HK' }),
    enable_business: z.array(z.enum(businessTypes)).min(1),
    default_settlement_currency: z.enum(settlementCurrencies),
  })
  .meta({ id: 'AccountCreateBody' });
export type AccountCreateBody = z.input<typeof accountCreateBody>;

/** Spec §5 "Account settings update": every field optional, at least one given. */
export const accountUpdateBody = atLeastOneField(
  z.object({
    name: z.string().trim().min(1).max(accountNameMaxLength).optional(),
    country: z.string().length(2).optional().meta({ description: 'ISO 3166-1 alpha-2 region.', example: 'HK' }),
    timezone: z.string().max(64).optional().meta({ example: 'Asia/Hong_Kong' }),
    enable_business: z.array(z.enum(businessTypes)).min(1).optional(),
    default_settlement_currency: z.enum(settlementCurrencies).optional(),
    settlement_currencies: z.array(z.enum(settlementCurrencies)).min(1).optional(),
    enable_reference_unique: z
      .boolean()
      .optional()
      .meta({ description: 'Unique reference mode; once on, it cannot be turned off.' }),
  }),
).meta({ id: 'AccountUpdateBody' });
export type AccountUpdateBody = z.input<typeof accountUpdateBody>;

export const accountSettlementCurrencies = z
  .object({
    default_settlement_currency: z.enum(settlementCurrencies),
    settlement_currencies: z.array(z.enum(settlementCurrencies)),
  })
  .meta({ id: 'AccountSettlementCurrencies' });
export type AccountSettlementCurrencies = z.output<typeof accountSettlementCurrencies>;
export const accountSettlementCurrenciesEnvelope = envelope(accountSettlementCurrencies);

export const gettingStartedSteps = [
  'account_information',
  'two_factor',
  'api_key',
  'test_payment',
  'webhook_endpoint',
  'teammate_invited',
  'account_activated',
] as const;
export type GettingStartedStep = (typeof gettingStartedSteps)[number];

export const gettingStarted = z
  .object({
    steps: z.array(z.object({ key: z.enum(gettingStartedSteps), done: z.boolean() })).meta({
      description: 'Every step, in the order the page shows them.',
    }),
  })
  .meta({ id: 'GettingStarted' });
export type GettingStarted = z.output<typeof gettingStarted>;
export const gettingStartedEnvelope = envelope(gettingStarted);
