import { type EntityType, type PayerAddressKind, payerAddressKinds } from '@paydeck/contract/payout-rules';
import type { PayeeFields } from '../api/create-payee.ts';
import type { PayerFields } from '../api/create-payer.ts';
import type { PayeeRow } from '../api/get-payees.ts';
import type { PayerRow } from '../api/get-payers.ts';

type Text = string | undefined;
export type AddressValues = {
  country?: Text;
  state?: Text;
  city?: Text;
  line1?: Text;
  line2?: Text;
  postalCode?: Text;
};

/** The payer and payee forms' values, as typed (empty boxes are '' or undefined). */
export type PartyFormValues = {
  entityType: EntityType;
  firstName?: Text;
  lastName?: Text;
  nationality?: Text;
  email?: Text;
  phone?: Text;
  legalName?: Text;
  taxId?: Text;
  registrationCountry?: Text;
  reference?: Text;
  description?: Text;
  addresses?: Partial<Record<PayerAddressKind, AddressValues>>;
};

export const addressFields = ['country', 'state', 'city', 'line1', 'line2', 'postalCode'] as const;
const personFields = ['firstName', 'lastName', 'nationality'] as const;
const contactFields = ['email', 'phone', 'reference', 'description'] as const;
const companyFields = ['legalName', 'taxId', 'registrationCountry'] as const;

/** What the server stores for a text box: trimmed, and an empty one is no value. */
const clean = (value: Text | null): string | null => value?.trim() || null;

type Address = {
  country: string | null;
  state: string | null;
  city: string | null;
  line1: string | null;
  line2: string | null;
  postalCode: string | null;
};

/** An address with every part, or null when all are empty. */
const addressOf = (values: AddressValues | undefined): Address | null => {
  const address = Object.fromEntries(addressFields.map((field) => [field, clean(values?.[field])])) as Address;
  return Object.values(address).some((part) => part !== null) ? address : null;
};

/**
 * The payer body: the whole payer (the PUT replaces it), an emptied field null. The other entity
 * type's fields are sent empty, so switching a payer to a company drops the person's names.
 */
export const payerBodyOf = (values: PartyFormValues): PayerFields => {
  const company = values.entityType === 'company';
  const body: PayerFields = { entityType: values.entityType };
  for (const field of contactFields) body[field] = clean(values[field]);
  for (const field of personFields) body[field] = company ? null : clean(values[field]);
  for (const field of companyFields) body[field] = company ? clean(values[field]) : null;
  body.addresses = Object.fromEntries(
    payerAddressKinds.map((kind) => [kind, addressOf(values.addresses?.[kind])]),
  ) as PayerFields['addresses'];
  return body;
};

/** The payee body: the whole payee, an emptied field null. */
export const payeeBodyOf = (values: PartyFormValues): PayeeFields => {
  const body: PayeeFields = { entityType: values.entityType };
  for (const field of [...personFields, ...contactFields]) body[field] = clean(values[field]);
  return body;
};

const text = (value: string | null | undefined) => value ?? undefined;

/** The form filled with a payer's fields (the edit dialog). */
export const payerFormValuesOf = (payer: PayerRow): PartyFormValues => ({
  entityType: payer.entityType,
  ...Object.fromEntries(
    [...personFields, ...contactFields, ...companyFields].map((field) => [field, text(payer[field])]),
  ),
  addresses: Object.fromEntries(
    payerAddressKinds.map((kind) => [
      kind,
      Object.fromEntries(addressFields.map((field) => [field, text(payer.addresses[kind]?.[field])])),
    ]),
  ),
});

/** The form filled with a payee's fields (the edit dialog). */
export const payeeFormValuesOf = (payee: PayeeRow): PartyFormValues => ({
  entityType: payee.entityType,
  ...Object.fromEntries([...personFields, ...contactFields].map((field) => [field, text(payee[field])])),
});

/** Every field the payer form has, by its dotted name. */
export const payerFormFields: ReadonlySet<string> = new Set([
  'entityType',
  ...personFields,
  ...contactFields,
  ...companyFields,
  ...payerAddressKinds.flatMap((kind) => addressFields.map((field) => `addresses.${kind}.${field}`)),
]);

/** Every field the payee form has, by its dotted name. */
export const payeeFormFields: ReadonlySet<string> = new Set(['entityType', ...personFields, ...contactFields]);
