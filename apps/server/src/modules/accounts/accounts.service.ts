import {
  type AccountPermissions,
  type CurrentAccount,
  type GettingStarted,
  maxAccountsPerMerchant,
  type UserAccount,
} from '@paydeck/contract/accounts';
import { type BusinessType, businessTypes } from '@paydeck/contract/roles';
import type { AppContext } from '../../context.ts';
import {
  type AccountAccess,
  accountAccessOf,
  findMembership,
  listUserAccounts,
  type Membership,
} from '../../core/account-access.ts';
import { type Operator, recordOperation } from '../../core/operation-log.ts';
import type { Session } from '../../core/request.ts';
import type { Executor, Transaction } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { unixSeconds } from '../../lib/time.ts';
import { selectSessionAccount } from '../identity/sessions.service.ts';
import { twoFactorOn } from '../identity/users.service.ts';
import { openOwnedAccount } from '../merchants/merchants.service.ts';
import { countMerchantAccounts, hasTeammate, lockAccount, lockMerchant } from './accounts.repository.ts';

export const currentAccountOf = (account: Membership): CurrentAccount => ({
  id: account.id,
  name: account.name,
  status: account.activation,
  account_status: account.status,
  merchant_status: account.merchantStatus,
  merchant_id: account.merchantId,
  country: account.country,
  timezone: account.timeZone,
  enable_reference_unique: account.enableReferenceUnique,
  enable_business: account.businessTypes,
  default_settlement_currency: account.defaultSettlementCurrency,
  settlement_currencies: account.settlementCurrencies,
  time_disabled: account.timeDisabled ? unixSeconds(account.timeDisabled) : null,
  time_withdrawals_available: account.timeWithdrawalsAvailable ? unixSeconds(account.timeWithdrawalsAvailable) : null,
  freeze_days: account.freezeDays,
  time_created: unixSeconds(account.timeCreated),
});

export const permissionsOf = (account: AccountAccess): AccountPermissions => ({
  permissions: account.grant,
  roles: account.roles,
});

export const listAccountsOfUser = async (ctx: AppContext, session: Session): Promise<UserAccount[]> =>
  (await listUserAccounts(ctx.db, session.userId)).map((a) => ({
    id: a.id,
    name: a.name,
    merchant_id: a.merchantId,
    merchant_name: a.merchantName,
    is_owner: a.roles.includes('owner'),
    status: a.activation,
    account_status: a.status,
    merchant_status: a.merchantStatus,
    country: a.country,
    time_created: unixSeconds(a.timeCreated),
  }));

export const selectAccount = async (ctx: AppContext, session: Session, accountId: string) => {
  const account = await accountAccessOf(ctx.db, session.userId, accountId);
  await selectSessionAccount(ctx.db, session.id, account.id);
  return currentAccountOf(account);
};

/**
 * Locks the account row for the rest of the transaction, so edits of one account (its settings,
 * payment methods, invitations) run one after another. The row as it now stands; null when gone.
 */
export const lockAccountForEdit = (tx: Transaction, accountId: string) => lockAccount(tx, accountId);

/**
 * A new account under the merchant of the current account; only the merchant's owner may add one.
 * The merchant row is locked before counting, so concurrent requests cannot pass the limit together.
 */
export const createAccount = async (
  ctx: AppContext,
  operator: Operator,
  selected: AccountAccess,
  input: { name: string; country: string; enableBusiness: BusinessType[]; defaultSettlementCurrency: string },
): Promise<CurrentAccount> =>
  ctx.db.transaction(async (tx) => {
    const merchant = await lockMerchant(tx, selected.merchantId);
    if (merchant?.ownerUserId !== operator.userId || merchant.status !== 'normal') throw new AppError('forbidden');
    if ((await countMerchantAccounts(tx, selected.merchantId)) >= maxAccountsPerMerchant) {
      throw new AppError('account_limit_reached', { params: { max: maxAccountsPerMerchant } });
    }
    const accountId = await openOwnedAccount(tx, {
      merchantId: selected.merchantId,
      name: input.name,
      country: input.country,
      businessTypes: businessTypes.filter((type) => input.enableBusiness.includes(type)),
      defaultSettlementCurrency: input.defaultSettlementCurrency,
      ownerUserId: operator.userId,
    });
    await recordOperation(
      tx,
      operator,
      { id: accountId, name: input.name },
      { action: 'created', sourceType: 'account', sourceId: accountId, description: input.name },
    );
    const created = await findMembership(tx, operator.userId, accountId);
    if (!created) throw new AppError('internal_error');
    return currentAccountOf(created);
  });

/**
 * Checklist evidence that modules above accounts own (keys, payments, webhooks): the module list passes
 * their queries in, so accounts depends on neither.
 */
export type GettingStartedEvidence = {
  /** The account has a secret key (either mode). */
  hasSecretKey: (db: Executor, accountId: string) => Promise<boolean>;
  /** Done once a test-mode payment was paid through the checkout simulator. */
  hasPaidTestPayment: (db: Executor, accountId: string) => Promise<boolean>;
  /** The account has a webhook endpoint (either mode). */
  hasWebhookEndpoint: (db: Executor, accountId: string) => Promise<boolean>;
};

/** The getting-started checklist of an account, as the calling member sees it. */
export const gettingStartedOf = async (
  ctx: AppContext,
  evidence: GettingStartedEvidence,
  session: Session,
  account: AccountAccess,
): Promise<GettingStarted> => {
  const [twoFactor, apiKey, testPayment, webhookEndpoint, teammate] = await Promise.all([
    twoFactorOn(ctx.db, session.userId),
    evidence.hasSecretKey(ctx.db, account.id),
    evidence.hasPaidTestPayment(ctx.db, account.id),
    evidence.hasWebhookEndpoint(ctx.db, account.id),
    hasTeammate(ctx.db, account.id, session.userId),
  ]);
  const accountInformation = Boolean(
    account.merchantName && account.merchantCountry && account.name && account.country,
  );
  return {
    steps: [
      { key: 'account_information', done: accountInformation },
      { key: 'two_factor', done: twoFactor },
      { key: 'api_key', done: apiKey },
      { key: 'test_payment', done: testPayment },
      { key: 'webhook_endpoint', done: webhookEndpoint },
      { key: 'teammate_invited', done: teammate },
      { key: 'account_activated', done: account.activation === 'activated' },
    ],
  };
};
