import { type FieldIssue, fieldMessage } from '@paydeck/contract';
import type {
  Customer,
  CustomerChanges,
  CustomerDetail,
  CustomerInput,
  CustomerListQuery,
} from '@paydeck/contract/customers';
import type { Locale } from '@paydeck/contract/locales';
import type { Payment } from '@paydeck/contract/payments';
import type { Mandate } from '@paydeck/contract/recurring';
import type { AppContext, PayinContext } from '../../context.ts';
import type { Scope } from '../../core/scope.ts';
import type { Executor } from '../../db/client.ts';
import { listPageOf } from '../../db/paging.ts';
import type { CustomerAddressColumn } from '../../db/schema/customers.ts';
import { AppError } from '../../lib/app-error.ts';
import { setBackTime } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { unixSeconds } from '../../lib/time.ts';
import { isCountryCode } from '../reference/reference.service.ts';
import {
  type CustomerChangesRow,
  type CustomerRow,
  findCustomer,
  insertCustomer,
  listCustomers,
  updateCustomer,
} from './customers.repository.ts';

export const customerOf = (row: CustomerRow): Customer => ({
  id: row.id,
  object: 'customer',
  livemode: row.livemode,
  reference: row.reference,
  first_name: row.firstName,
  last_name: row.lastName,
  company: row.company,
  description: row.description,
  email: row.email,
  phone: row.phone,
  country: row.country,
  document: row.document,
  birth_date: row.birthDate,
  address: row.address,
  time_created: unixSeconds(row.timeCreated),
  time_updated: unixSeconds(row.timeUpdated),
});

type AddressInput = Partial<CustomerAddressColumn> | null | undefined;

const addressOf = (address: AddressInput): CustomerAddressColumn | null | undefined => {
  if (address === undefined || address === null) return address;
  const full = {
    country: address.country ?? null,
    state: address.state ?? null,
    city: address.city ?? null,
    line1: address.line1 ?? null,
    line2: address.line2 ?? null,
    postal_code: address.postal_code ?? null,
  };
  return Object.values(full).every((value) => value === null || value === '') ? null : full;
};

/** Country codes are checked against the country list the picker offers (contract checks only the shape). */
const checkCountries = (locale: Locale, input: { country?: string | null; address?: AddressInput }) => {
  const issues: FieldIssue[] = [];
  const unknown = (field: string) =>
    issues.push({ field, code: 'custom', message: fieldMessage(locale, 'country_unknown') ?? '' });
  if (input.country && !isCountryCode(input.country)) unknown('country');
  if (input.address?.country && !isCountryCode(input.address.country)) unknown('address.country');
  if (issues.length > 0) throw new AppError('validation_failed', { details: issues });
};

/** Only the fields given: undefined leaves a column alone, null clears it. */
const columnsOf = (input: Partial<CustomerInput>): CustomerChangesRow => {
  const columns: CustomerChangesRow = {
    firstName: input.first_name,
    lastName: input.last_name,
    reference: input.reference,
    company: input.company,
    description: input.description,
    email: input.email,
    phone: input.phone,
    country: input.country,
    document: input.document,
    birthDate: input.birth_date,
    address: addressOf(input.address),
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
};

export const createCustomer = async (
  ctx: PayinContext,
  scope: Scope,
  locale: Locale,
  input: CustomerInput,
): Promise<Customer> => {
  checkCountries(locale, input);
  const at = setBackTime();
  const row = await insertCustomer(ctx.db, {
    ...columnsOf(input),
    accountId: scope.account.id,
    id: newId('cus'),
    livemode: scope.livemode,
    firstName: input.first_name,
    lastName: input.last_name,
    ...(at ? { timeCreated: at, timeUpdated: at } : {}),
  });
  return customerOf(row);
};

export const updateCustomerFields = async (
  ctx: AppContext,
  scope: Scope,
  locale: Locale,
  id: string,
  changes: CustomerChanges,
): Promise<Customer> => {
  checkCountries(locale, changes);
  const row = await updateCustomer(ctx.db, scope.account.id, scope.livemode, id, columnsOf(changes));
  if (!row) throw new AppError('customer_not_found');
  return customerOf(row);
};

export const customerPage = async (ctx: AppContext, scope: Scope, query: CustomerListQuery) => {
  const { rows, total } = await listCustomers(ctx.db, scope.account.id, scope.livemode, query);
  return listPageOf(rows.map(customerOf), total, query);
};

/** Whether the account has the customer in the mode (a payment names its customer). */
export const customerExists = async (db: Executor, accountId: string, livemode: boolean, id: string) =>
  (await findCustomer(db, accountId, livemode, id)) !== null;

/**
 * A customer's latest payments and mandates, from the payments and subscriptions modules, which
 * depend on customers: server-modules.ts hands their functions to the customer routes.
 */
export type CustomerRelated = {
  payments: (ctx: AppContext, scope: Scope, customerId: string) => Promise<Payment[]>;
  mandates: (ctx: AppContext, scope: Scope, customerId: string) => Promise<Mandate[]>;
};

/** The customer with its latest payments and mandates. */
export const customerDetail = async (
  ctx: AppContext,
  scope: Scope,
  id: string,
  related: CustomerRelated,
): Promise<CustomerDetail> => {
  const row = await findCustomer(ctx.db, scope.account.id, scope.livemode, id);
  if (!row) throw new AppError('customer_not_found');
  const [payments, mandates] = await Promise.all([related.payments(ctx, scope, id), related.mandates(ctx, scope, id)]);
  return { ...customerOf(row), payments, mandates };
};
