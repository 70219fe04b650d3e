import { z } from 'zod';
import { currencies } from './currencies.ts';
import { isValidEmail } from './email.ts';
import type { FieldMessageKey } from './errors.ts';
import { metadataKeyMaxLength, metadataMaxKeys, metadataValueMaxLength } from './payin-types.ts';
import { type PaymentMethodId, paymentMethodIds } from './payment-method-catalogue.ts';

/** Fields the pay-in schemas share. */
export const unixSeconds = z.number().int().meta({ description: 'Unix time in seconds.' });
export const nullableTime = unixSeconds.nullable();
export const currencyCode = z
  .enum(currencies as [string, ...string[]])
  .meta({ description: 'ISO 4217 code.', example: 'HKD' });
export const minorUnits = z.number().int().meta({ description: 'Integer minor units of the currency.' });
export const paymentMethodId = z.enum(paymentMethodIds as [PaymentMethodId, ...PaymentMethodId[]]);
/** The merchant's own id for a record (an order, a plan) in a create body. */
export const merchantReference = z.string().trim().min(1).max(64).nullable().optional();
/** An optional email address in a body; null clears it. */
export const optionalEmail = z
  .string()
  .trim()
  .refine(isValidEmail, { message: 'email_invalid' satisfies FieldMessageKey })
  .nullable()
  .optional();

/** A flat map of strings: at most 20 keys of 40 characters, values of 500. */
export const metadata = z
  .record(z.string().min(1).max(metadataKeyMaxLength), z.string().max(metadataValueMaxLength))
  .refine((value) => Object.keys(value).length <= metadataMaxKeys, {
    message: 'metadata_too_many_keys' satisfies FieldMessageKey,
  })
  .meta({
    description: `Your own key-value pairs: at most ${metadataMaxKeys} keys of up to ${metadataKeyMaxLength} characters, string values up to ${metadataValueMaxLength}.`,
    example: { order_id: '10042' },
  });

/** A status filter of a list: one status, or `all` (the same as leaving it out). */
export const statusFilter = <T extends readonly [string, ...string[]]>(statuses: T) =>
  z
    .enum(['all', ...statuses] as [string, ...string[]])
    .optional()
    .transform((value) => (value === 'all' ? undefined : (value as T[number] | undefined)));

export const idParams = (example: string) => z.object({ id: z.string().max(64).meta({ example }) });
