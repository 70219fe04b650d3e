/**
 * Customer rules without zod (spec §3 customer, §5 "first name and last name required"), so the
 * customer form applies exactly the server's checks; customers.ts builds its schemas on these.
 */

/** Spec §3 document types. */
export const documentTypes = ['national_id', 'passport', 'driving_license', 'business_license'] as const;
export type DocumentType = (typeof documentTypes)[number];

export const customerNameMaxLength = 100;
export const customerTextMaxLength = 255;
export const customerDescriptionMaxLength = 1000;
/** The merchant's own id for the customer. */
export const customerReferenceMaxLength = 64;
export const documentNumberMaxLength = 64;
export const postalCodeMaxLength = 20;

/** E.164: a plus, a country code that doesn't start with 0, at most 15 digits in all. */
export const e164Pattern = /^\+[1-9]\d{6,14}$/;
export const isE164 = (value: string) => e164Pattern.test(value);

/** A calendar date `YYYY-MM-DD` that exists, not in the future and not before 1900. */
export const isBirthDate = (value: string, today = new Date()) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 && date.getTime() <= today.getTime();
};

/** A name is required: something other than spaces. */
export const isCustomerName = (value: string) => {
  const length = [...value.trim()].length;
  return length >= 1 && length <= customerNameMaxLength;
};
