import type { Locale } from '@paydeck/contract/locales';
import { roleTexts } from '@paydeck/contract/role-texts';
import { type BuiltInRole, builtInRoles } from '@paydeck/contract/roles';
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

const isRole = (value: string): value is BuiltInRole => (builtInRoles as readonly string[]).includes(value);

/** "support, analyst" (role keys, as the server writes them) → the roles' names in the reader's language. */
const roleNames = (keys: string, locale: Locale, t: TFunction<'operations'>) =>
  keys
    .split(', ')
    .map((key) => (isRole(key) ? roleTexts[locale].roles[key].name : key))
    .join(t('listSeparator'));

/**
 * A team row's description: "email: old roles → new roles", "email (roles)" with ", resent" after
 * a resent invitation, or the email alone; the role keys become the roles' names.
 */
const describeMember = (description: string, locale: Locale, t: TFunction<'operations'>) => {
  const changed = /^(.+?): (.+) → (.+)$/.exec(description);
  if (changed) {
    const [, email, from = '', to = ''] = changed;
    return `${email}: ${roleNames(from, locale, t)} → ${roleNames(to, locale, t)}`;
  }
  const invited = /^(.+?) \((.+)\)(, resent)?$/.exec(description);
  if (!invited) return description;
  const [, email, roles = '', resent] = invited;
  const invite = `${email} (${roleNames(roles, locale, t)})`;
  return resent ? t('memberResent', { invite }) : invite;
};

/**
 * A row's description in the reader's language where it can be: the server keeps it
 * language-neutral (emails, role keys, field names, 2FA event names), so a team change's roles, an
 * account edit's field names and a 2FA event are translated here; anything else is shown as written.
 */
export const describeOperation = (
  row: Pick<OperationRow, 'sourceType' | 'description'>,
  locale: Locale,
  t: TFunction<'operations'>,
) => {
  if (row.sourceType === 'member') return describeMember(row.description, locale, t);
  if (row.sourceType === 'twoFactor' || row.sourceType === 'recoveryCode') {
    return isMfaEvent(row.description) ? t(`mfaEvent.${row.description}`) : row.description;
  }
  if (row.sourceType !== 'account') return row.description;
  return row.description
    .split(', ')
    .map((part) => (isAccountField(part) ? t(`accountField.${part}`) : part))
    .join(t('listSeparator'));
};
