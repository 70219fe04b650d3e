import type { TFunction } from 'i18next';
import type { OperationRow } from '../api/get-operations.ts';

/** The account settings an `account` row names (the server writes their wire names, comma-separated). */
const accountFields = [
  'name',
  'country',
  'timezone',
  'enable_business',
  'default_settlement_currency',
  'settlement_currencies',
  'enable_reference_unique',
] as const;
type AccountField = (typeof accountFields)[number];
const isAccountField = (value: string): value is AccountField => (accountFields as readonly string[]).includes(value);

/** What the server writes for the user's own 2FA changes. */
const mfaEvents = ['enabled', 'disabled', 'sign_in', 'disable', 'regenerated'] as const;
type MfaEvent = (typeof mfaEvents)[number];
const isMfaEvent = (value: string): value is MfaEvent => (mfaEvents as readonly string[]).includes(value);

/**
 * A row's description in the reader's language where it can be: the server keeps it
 * language-neutral (emails, role names, field names, 2FA event names), so an account edit's field
 * names and a 2FA event are translated here; anything else is shown as written.
 */
export const describeOperation = (
  row: Pick<OperationRow, 'sourceType' | 'description'>,
  t: TFunction<'operations'>,
) => {
  if (row.sourceType === 'twoFactor' || row.sourceType === 'recoveryCode') {
    return isMfaEvent(row.description) ? t(`mfaEvent.${row.description}`) : row.description;
  }
  if (row.sourceType !== 'account') return row.description;
  return row.description
    .split(', ')
    .map((part) => (isAccountField(part) ? t(`accountField.${part}`) : part))
    .join(t('listSeparator'));
};
