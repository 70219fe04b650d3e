import { type FieldIssue, fieldMessage } from '@paydeck/contract';
import type { Locale } from '@paydeck/contract/locales';
import { AppError } from '../../lib/app-error.ts';
import { isCountryCode } from '../reference/reference.service.ts';

/** An optional text as stored: absent or blank is null. */
export const textOrNull = (value: string | null | undefined) => value || null;

/** How a payer or payee is named in a payout method and the activity log: first and last name. */
export const personName = (party: { firstName: string | null; lastName: string | null }) =>
  [party.firstName, party.lastName].filter(Boolean).join(' ');

/**
 * Country codes checked against the list the pickers offer (the contract checks only the shape),
 * each field reported on its own path, as the schema's own refusals are.
 */
export const checkCountries = (locale: Locale, fields: Record<string, string | null | undefined>) => {
  const issues: FieldIssue[] = Object.entries(fields)
    .filter(([, code]) => code && !isCountryCode(code))
    .map(([field]) => ({ field, code: 'custom', message: fieldMessage(locale, 'country_unknown') ?? '' }));
  if (issues.length > 0) throw new AppError('validation_failed', { details: issues });
};
