import type { DocumentType } from '@paydeck/contract/customer-rules';
import type { NewCustomer } from '../api/create-customer.ts';
import type { CustomerRow } from '../api/get-customers.ts';
import type { CustomerChanges } from '../api/update-customer.ts';

type Text = string | undefined;

/** The form's values: every spec §3 customer field, as typed (empty boxes are '' or undefined). */
export type CustomerFormValues = {
  firstName: string;
  lastName: string;
  company?: Text;
  reference?: Text;
  email?: Text;
  phone?: Text;
  country?: Text;
  birthDate?: Text;
  document?: { type?: DocumentType | undefined; number?: Text };
  address?: { country?: Text; state?: Text; city?: Text; line1?: Text; line2?: Text; postalCode?: Text };
  description?: Text;
};

type Address = NonNullable<CustomerRow['address']>;
type Document = NonNullable<CustomerRow['document']>;
const optionalFields = ['company', 'reference', 'email', 'phone', 'country', 'birthDate', 'description'] as const;
const addressFields = ['country', 'state', 'city', 'line1', 'line2', 'postalCode'] as const;

/** What the server stores for a text box: trimmed, and an empty one is no value. */
const clean = (value: Text | null): string | null => value?.trim() || null;

const documentOf = (values: CustomerFormValues): Document | null => {
  const type = values.document?.type;
  const number = clean(values.document?.number);
  return type && number ? { type, number } : null;
};

/** The address with every part (the server fills missing ones with null), or null when all are empty. */
const addressOf = (values: CustomerFormValues): Address | null => {
  const address = Object.fromEntries(addressFields.map((field) => [field, clean(values.address?.[field])])) as Address;
  return Object.values(address).some((part) => part !== null) ? address : null;
};

/** The form filled with a customer's fields (the edit dialog). */
export const formValuesOf = (customer: CustomerRow): CustomerFormValues => ({
  firstName: customer.firstName,
  lastName: customer.lastName,
  ...Object.fromEntries(optionalFields.map((field) => [field, customer[field] ?? undefined])),
  document: { type: customer.document?.type, number: customer.document?.number },
  address: Object.fromEntries(addressFields.map((field) => [field, customer.address?.[field] ?? undefined])),
});

/** The create body: the names, and only the fields given. */
export const createBodyOf = (values: CustomerFormValues): NewCustomer => {
  const body: NewCustomer = { firstName: values.firstName.trim(), lastName: values.lastName.trim() };
  for (const field of optionalFields) {
    const value = clean(values[field]);
    if (value !== null) body[field] = value;
  }
  const document = documentOf(values);
  if (document) body.document = document;
  const address = addressOf(values);
  if (address) body.address = address;
  return body;
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The update body (spec: PUT any subset): only what differs from the customer; an emptied field is null. */
export const changesOf = (customer: CustomerRow, values: CustomerFormValues): CustomerChanges => {
  const changes: CustomerChanges = {};
  for (const field of ['firstName', 'lastName'] as const) {
    const value = values[field].trim();
    if (value !== customer[field]) changes[field] = value;
  }
  for (const field of optionalFields) {
    const value = clean(values[field]);
    if (value !== customer[field]) changes[field] = value;
  }
  const document = documentOf(values);
  if (!same(document, customer.document)) changes.document = document;
  const address = addressOf(values);
  const current = customer.address
    ? (Object.fromEntries(addressFields.map((field) => [field, customer.address?.[field] ?? null])) as Address)
    : null;
  if (!same(address, current)) changes.address = address;
  return changes;
};

/** Every field the form has, by its dotted name. */
export const customerFormFields: ReadonlySet<string> = new Set([
  'firstName',
  'lastName',
  ...optionalFields,
  'document.type',
  'document.number',
  ...addressFields.map((field) => `address.${field}`),
]);
