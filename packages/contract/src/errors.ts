import { accountsErrors } from './errors/accounts.ts';
import { balanceErrors } from './errors/balance.ts';
import { commonErrors } from './errors/common.ts';
import { developersErrors } from './errors/developers.ts';
import { eventsErrors } from './errors/events.ts';
import { exportsErrors } from './errors/exports.ts';
import { filesErrors } from './errors/files.ts';
import { identityErrors } from './errors/identity.ts';
import { payinErrors } from './errors/payin.ts';
import { payoutsErrors } from './errors/payouts.ts';
import { recurringErrors } from './errors/recurring.ts';
import { statisticsErrors } from './errors/statistics.ts';
import { ticketErrors } from './errors/tickets.ts';
import { webhooksErrors } from './errors/webhooks.ts';
import type { Locale } from './locales.ts';

/** Each area's errors, in its own file under errors/: a new area adds a file and a line here. */
export const errorAreas = [
  commonErrors,
  identityErrors,
  accountsErrors,
  developersErrors,
  filesErrors,
  payinErrors,
  recurringErrors,
  balanceErrors,
  payoutsErrors,
  eventsErrors,
  webhooksErrors,
  ticketErrors,
  exportsErrors,
  statisticsErrors,
];

/**
 * Every error the API returns: its HTTP status, its Stripe-style type, and its message in each
 * interface locale. Server and web both read this table, so a code means one thing everywhere.
 */
export const errorCodes = {
  ...commonErrors,
  ...identityErrors,
  ...accountsErrors,
  ...developersErrors,
  ...filesErrors,
  ...payinErrors,
  ...recurringErrors,
  ...balanceErrors,
  ...payoutsErrors,
  ...eventsErrors,
  ...webhooksErrors,
  ...ticketErrors,
  ...exportsErrors,
  ...statisticsErrors,
};

export type ErrorCode = keyof typeof errorCodes;
export type ErrorType = (typeof errorCodes)[ErrorCode]['type'];

const messagesIn = (locale: Locale) =>
  Object.fromEntries(Object.entries(errorCodes).map(([code, entry]) => [code, entry[locale]])) as Record<
    ErrorCode,
    string
  >;

/** Messages may carry {{name}} placeholders, filled from the error's params. */
export const errorMessages: Record<Locale, Record<ErrorCode, string>> = {
  'en-US': messagesIn('en-US'),
  'zh-CN': messagesIn('zh-CN'),
};

export const formatMessage = (template: string, params: Record<string, string | number> = {}): string =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );

export const errorMessage = (locale: Locale, code: ErrorCode, params?: Record<string, string | number>): string =>
  formatMessage(errorMessages[locale][code], params);

/** Messages of custom field checks (zod refinements carry the key as their message). */
export const fieldMessages = {
  'en-US': {
    password_policy: 'Use 8 to 256 characters with a letter, a digit and a special character.',
    password_common: 'This password is too common or easy to guess. Try a longer, less predictable one.',
    password_contains_email: 'The password must not contain your email address.',
    country_unknown: 'Choose a country or region from the list.',
    time_zone_unknown: 'Choose a time zone from the list.',
    at_least_one_field: 'Give at least one setting to change.',
    name_required: 'Required: enter a name.',
    email_invalid: 'Enter a valid email address.',
    phone_e164: 'Use the international format: + country code and number, e.g. +85291234567.',
    birth_date_invalid: 'Enter a real date as YYYY-MM-DD, not in the future.',
    metadata_too_many_keys: 'Metadata can hold at most 20 keys.',
    livemode_required: 'Give livemode: 1 for live data or 0 for test data.',
    text_nul: 'Remove the NUL character (\\u0000): text cannot contain it.',
    recovery_code_format: 'A recovery code is 10 letters and digits, like k7m2p-x9qrt.',
    otp_or_recovery_code: 'Enter the 6-digit code from your authenticator app or a recovery code.',
    bank_field_required: 'Required.',
    swift_code_format: 'Enter a SWIFT/BIC code: 8 or 11 capital letters and digits, e.g. HSBCHKHHHKH.',
    account_number_format: 'Enter the account number: 3 to 40 letters, digits, spaces or dashes.',
    beneficiary_name_format: "Use capital English letters, digits, '.' and ',' only.",
    beneficiary_address_format: "Use English letters, digits and - , . only ('#' is not allowed).",
    field_required: 'Required.',
    payout_account_email_or_phone:
      'Enter an email address or a phone number in the international format, e.g. +8613812345678.',
    payout_account_phone: 'This method pays to a phone number: use the international format, e.g. +6591234567.',
    verification_code_format: 'Enter the 6-digit code.',
    ticket_source_pair: 'Give the source type and the source id together, or neither.',
  },
  'zh-CN': {
    password_policy: '密码需为 8 到 256 个字符，且包含字母、数字和特殊字符。',
    password_common: '该密码过于常见或容易被猜到，请换一个更长、更难预测的密码。',
    password_contains_email: '密码不能包含您的邮箱地址。',
    country_unknown: '请从列表中选择国家或地区。',
    time_zone_unknown: '请从列表中选择时区。',
    at_least_one_field: '请至少提供一项要修改的设置。',
    name_required: '必填：请输入姓名。',
    email_invalid: '请输入有效的邮箱地址。',
    phone_e164: '请使用国际格式：+ 国家代码和号码，例如 +85291234567。',
    birth_date_invalid: '请按 YYYY-MM-DD 输入真实日期，且不能晚于今天。',
    metadata_too_many_keys: '元数据最多包含 20 个键。',
    livemode_required: '请提供 livemode:1 表示正式数据，0 表示测试数据。',
    text_nul: '请删除 NUL 字符（\\u0000）：文本中不能包含该字符。',
    recovery_code_format: '恢复码由 10 个字母和数字组成，例如 k7m2p-x9qrt。',
    otp_or_recovery_code: '请输入身份验证器中的 6 位验证码或一个恢复码。',
    bank_field_required: '必填。',
    swift_code_format: '请输入 SWIFT/BIC 代码：8 或 11 位大写字母和数字，例如 HSBCHKHHHKH。',
    account_number_format: '请输入账号：3 到 40 位字母、数字、空格或短横线。',
    beneficiary_name_format: '只能使用大写英文字母、数字、"." 和 ","。',
    beneficiary_address_format: '只能使用英文字母、数字和 - , .（不允许使用 "#"）。',
    field_required: '必填。',
    payout_account_email_or_phone: '请输入邮箱地址，或国际格式的手机号码，例如 +8613812345678。',
    payout_account_phone: '该方式向手机号码出款：请使用国际格式，例如 +6591234567。',
    verification_code_format: '请输入 6 位验证码。',
    ticket_source_pair: '来源类型和来源 ID 需同时提供，或都不提供。',
  },
} as const satisfies Record<Locale, Record<string, string>>;
export type FieldMessageKey = keyof (typeof fieldMessages)['en-US'];

export const fieldMessage = (locale: Locale, key: string): string | undefined =>
  Object.hasOwn(fieldMessages[locale], key) ? fieldMessages[locale][key as FieldMessageKey] : undefined;
