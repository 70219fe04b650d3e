import { z } from 'zod';
import {
  customerDescriptionMaxLength,
  customerNameMaxLength,
  customerReferenceMaxLength,
  customerTextMaxLength,
  documentNumberMaxLength,
  documentTypes,
  isBirthDate,
  isCustomerName,
  isE164,
  postalCodeMaxLength,
} from './customer-rules.ts';
import { envelope, listPage, listQuery } from './envelope.ts';
import type { FieldMessageKey } from './errors.ts';
import { atLeastOneField } from './field-rules.ts';
import { livemodeBodyField, merchantApiQuery } from './merchant-api.ts';
import { optionalEmail } from './payin-fields.ts';
import { payment } from './payments.ts';
import { mandate } from './recurring.ts';

const unixSeconds = z.number().int().meta({ description: 'Unix time in seconds.' });
const text = (max = customerTextMaxLength) => z.string().trim().max(max);
const countryCode = z
  .string()
  .regex(/^[A-Z]{2}$/, { message: 'country_unknown' satisfies FieldMessageKey })
  .meta({ description: 'ISO 3166-1 alpha-2.', example: 'HK' });
const name = z
  .string()
  .max(customerNameMaxLength)
  .refine(isCustomerName, { message: 'name_required' satisfies FieldMessageKey })
  .transform((value) => value.trim());

export const customerAddress = z
  .object({
    country: countryCode.nullable(),
    state: text().nullable(),
    city: text().nullable(),
    line1: text().nullable(),
    line2: text().nullable(),
    postal_code: text(postalCodeMaxLength).nullable(),
  })
  .meta({ id: 'CustomerAddress' });
export type CustomerAddress = z.output<typeof customerAddress>;
export const customerDocument = z
  .object({ type: z.enum(documentTypes), number: z.string().trim().min(1).max(documentNumberMaxLength) })
  .meta({ id: 'CustomerDocument' });

/** Spec §3 customer. */
export const customer = z
  .object({
    id: z.string(),
    object: z.literal('customer'),
    livemode: z.boolean(),
    reference: z.string().nullable().meta({ description: "The merchant's own id for the customer." }),
    first_name: z.string(),
    last_name: z.string(),
    company: z.string().nullable(),
    description: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable().meta({ description: 'E.164, e.g. +85291234567.' }),
    country: z.string().nullable(),
    document: customerDocument.nullable(),
    birth_date: z.string().nullable().meta({ description: 'YYYY-MM-DD.' }),
    address: customerAddress.nullable(),
    time_created: unixSeconds,
    time_updated: unixSeconds,
  })
  .meta({
    id: 'Customer',
    example: {
      id: 'cus_7Hq2Lm9XvR4tK8pN3wZ6yB1c',
      object: 'customer',
      livemode: false,
      reference: 'crm-10042',
      first_name: 'Mei',
      last_name: 'Chan',
      company: 'Chan Florist',
      description: 'Wholesale buyer',
      email: 'mei.chan@example.com',
      phone: '+85291234567',
      country: 'HK',
      document: { type: 'national_id', number: 'A1234567' },
      birth_date: '1988-04-12',
      address: {
        country: 'HK',
        state: null,
        city: 'Hong Kong',
        line1: '18 Harbour Road',
        line2: 'Flat 12B',
        postal_code: null,
      },
      time_created: 1767225600,
      time_updated: 1767225600,
    },
  });
export type Customer = z.output<typeof customer>;
export const customerEnvelope = envelope(customer);
export const customerListEnvelope = envelope(listPage(customer));

/** A customer with its payments and mandates (the detail page). */
export const customerDetail = customer
  .extend({
    payments: z.array(payment).meta({ description: "The customer's 20 latest payments, newest first." }),
    mandates: z.array(mandate).meta({ description: "The customer's 20 latest mandates, newest first." }),
  })
  .meta({ id: 'CustomerDetail' });
export type CustomerDetail = z.output<typeof customerDetail>;
export const customerDetailEnvelope = envelope(customerDetail);

const customerFields = {
  reference: text(customerReferenceMaxLength).nullable().optional(),
  company: text().nullable().optional(),
  description: text(customerDescriptionMaxLength).nullable().optional(),
  email: optionalEmail.meta({ example: 'mei.chan@example.com' }),
  phone: z
    .string()
    .trim()
    .refine(isE164, { message: 'phone_e164' satisfies FieldMessageKey })
    .nullable()
    .optional()
    .meta({ description: 'E.164: + country code and number, no spaces.', example: '+85291234567' }),
  country: countryCode.nullable().optional(),
  document: customerDocument.nullable().optional(),
  birth_date: z
    .string()
    .refine((value) => isBirthDate(value), { message: 'birth_date_invalid' satisfies FieldMessageKey })
    .nullable()
    .optional()
    .meta({ description: 'YYYY-MM-DD, not in the future.', example: '1988-04-12' }),
  address: customerAddress.partial().nullable().optional(),
};

/** Spec §5 customer: first and last name required; every other field optional. */
export const customerCreateBody = z
  .object({ livemode: livemodeBodyField, first_name: name, last_name: name, ...customerFields })
  .meta({
    id: 'CustomerCreateBody',
    example: {
      livemode: 0,
      reference: 'crm-10042',
      first_name: 'Mei',
      last_name: 'Chan',
      email: 'mei.chan@example.com',
      phone: '+85291234567',
      country: 'HK',
      document: { type: 'national_id', number: 'A1234567' },
      address: { country: 'HK', city: 'Hong Kong', line1: '18 Harbour Road' },
    },
  });
export type CustomerCreateBody = z.input<typeof customerCreateBody>;
export type CustomerInput = z.output<typeof customerCreateBody>;

/** Any subset of the fields; null clears an optional one. Names can be changed, not cleared. */
export const customerUpdateBody = atLeastOneField(
  z.object({
    livemode: livemodeBodyField,
    first_name: name.optional(),
    last_name: name.optional(),
    ...customerFields,
  }),
  ['livemode'],
).meta({ id: 'CustomerUpdateBody', example: { livemode: 0, phone: '+85298765432', company: null } });
export type CustomerUpdateBody = z.input<typeof customerUpdateBody>;
export type CustomerChanges = z.output<typeof customerUpdateBody>;

export const customerListQuery = merchantApiQuery.extend({
  ...listQuery.shape,
  search: z.string().trim().max(255).optional().meta({
    description: 'An exact id, reference or email (any case), or part of the name ("Mei", "Chan", "Mei Chan").',
  }),
});
export type CustomerListQuery = z.infer<typeof customerListQuery>;

export const customerParams = z.object({
  id: z.string().max(64).meta({ example: 'cus_7Hq2Lm9XvR4tK8pN3wZ6yB1c' }),
});
