import { parseArgs } from 'node:util';
import { errorMessage } from '@paydeck/contract';
import { currencies, isCurrency, isWithinAmountMax, toMinorUnits } from '@paydeck/contract/currencies';
import { isExchangeRate } from '@paydeck/contract/exchange-rates';
import { type PaymentFailureCode, paymentFailureCodes } from '@paydeck/contract/payin-types';
import pino from 'pino';
import { loadConfig } from '../config.ts';
import { appLinkFor } from '../context.ts';
import type { Database } from '../db/client.ts';
import { createMailer } from '../infra/mail/mail.service.ts';
import { AppError } from '../lib/app-error.ts';
import {
  disableAccount,
  enableAccount,
  setAccountActivation,
  setMerchantStatus,
  setPayoutVerificationThreshold,
} from '../modules/accounts/account-status.service.ts';
import { closeSettlement, type SettlementOutcome } from '../modules/balance/settlements.service.ts';
import { issueAdminLoginToken } from '../modules/identity/admin-login.service.ts';
import { currentRates, setRate } from '../modules/ledger/exchange-rates.service.ts';
import { type Audience, announce, type MessageTexts } from '../modules/messages/messages.service.ts';
import {
  type GatewayNotification,
  type GatewayNotificationStatus,
  gatewayNotificationStatuses,
  notifyPayment,
} from '../modules/payments/gateway-notifications.service.ts';
import { closePayout, type PayoutOutcome } from '../modules/payouts/payouts.service.ts';
import { rebuildStatistics } from '../modules/statistics/statistics-rebuild.service.ts';
import {
  type MandateNotification,
  mandateNotifications,
  notifyMandate,
} from '../modules/subscriptions/mandates.service.ts';
import { answerTicket, closeTicket } from '../modules/tickets/tickets.service.ts';

export const opsUsage = `Usage: npm run ops -- <command> [arguments]

Commands:
  announce --title-en T --content-en C --title-zh T --content-zh C [--merchant <merchantId> | --account <accountId>]
                                           Post a system message to every account, or to a merchant's
                                           accounts, or to one account, in both languages (each reader
                                           sees theirs; the bell counts it unread).
  ticket-reply <ticketId> <answer>         Answer a ticket as support: the merchant's turn; the account
                                           gets a system message and the ticket's creator an email.
  ticket-close <ticketId>                  Close a ticket: it takes no more replies; the account is told.
  admin-login-link <merchant user email>   Print a one-time link (valid 10 minutes) that signs an
                                           administrator in as that user; the session is marked admin.
  activate-account <accountId>             Activate an account: it may take live payments.
  deactivate-account <accountId>           Back to inactivated: the account runs in test mode only.
  disable-account <accountId> --freeze-days N
                                           Disable an account now; withdrawals stay frozen N days.
                                           Spec §6 write permissions are forced off while disabled.
  enable-account <accountId>               Make a disabled account normal again (clears the freeze).
  disable-merchant <merchantId>            Close every account of a merchant to its users.
  enable-merchant <merchantId>             Open a disabled merchant's accounts again.
  gateway-notify <paymentId> paid|under_paid|over_paid|failed|expired [--amount N] [--failure-code C]
                                           Stand in for the live processor's notification: complete a
                                           live payment (with its ledger entry) or end it. under_paid and
                                           over_paid need --amount, what arrived in minor units (less
                                           than the amount, or more and at most the currency's maximum);
                                           failed takes --failure-code (${paymentFailureCodes.join(', ')}).
  mandate-notify <mandateId> pending|succeeded|failed
                                           Stand in for the live processor's word on a mandate: the
                                           customer is signing, signed, or declined.
  settlement-paid <settlementId>           The provider paid a pending withdrawal to its bank account.
  settlement-cancel <settlementId> [--reason R]
  settlement-fail <settlementId> [--reason R]
                                           End a pending withdrawal unpaid: its amount and fee go back
                                           to the available balance (settlement_cancel or _failure).
  set-rate <BASE> <QUOTE> <RATE> [--effective <ISO time>]
                                           Set the provider's rate: 1 BASE = RATE QUOTE (a decimal such as
                                           0.128), from --effective on (default now). Payments in a
                                           currency an account doesn't settle in are booked at the rate
                                           in effect when they move; pairs without their own rate cross
                                           through USD. The reverse pair is not changed.
  rates                                    List each stored pair's rate in effect now.
  payout-threshold <accountId> <USD amount>
                                           Payouts worth this much or more (e.g. 1000.00, converted at
                                           the rate table) wait for a user's verification.
  payout-succeeded <payoutId>              Stand in for the live processor: a pending payout reached
                                           its payee.
  payout-fail <payoutId> [--failure-code C] [--reason R]
                                           The processor could not pay a pending payout: its amount and
                                           fee go back to the available balance.
  statistics-rebuild [--account <accountId>]
                                           Recompute the statistics buckets of one account (default:
                                           every account) from its payments, refunds, disputes, payouts
                                           and settlements, in one transaction.
`;

type Options = {
  'freeze-days'?: string | undefined;
  reason?: string | undefined;
  effective?: string | undefined;
  amount?: string | undefined;
  'failure-code'?: string | undefined;
  'title-en'?: string | undefined;
  'content-en'?: string | undefined;
  'title-zh'?: string | undefined;
  'content-zh'?: string | undefined;
  merchant?: string | undefined;
  account?: string | undefined;
};
/** Checks its arguments first (no database needed to refuse them), then runs against the database. */
type Command = (args: string[], options: Options) => (db: Database) => Promise<string>;

const idOf = (command: string, what: string, [id]: string[]) => {
  if (!id) throw new Error(`${command} needs ${what}.\n\n${opsUsage}`);
  return id;
};

const freezeDaysOf = (options: Options) => {
  const raw = options['freeze-days'];
  const days = raw === undefined ? Number.NaN : Number(raw);
  if (!Number.isInteger(days) || days < 0 || days > 3650) {
    throw new Error(`disable-account needs --freeze-days N, a whole number of days from 0 to 3650.\n\n${opsUsage}`);
  }
  return days;
};

const isStatus = (value: string | undefined): value is GatewayNotificationStatus =>
  (gatewayNotificationStatuses as readonly string[]).includes(value ?? '');

/** The notification as the command line gives it; its amount is bounded again against the payment. */
const notificationOf = ([, status]: string[], options: Options): GatewayNotification => {
  const fail = (reason: string) => new Error(`gateway-notify ${reason}.\n\n${opsUsage}`);
  if (!isStatus(status)) throw fail(`needs an outcome: ${gatewayNotificationStatuses.join(', ')}`);
  const { amount, 'failure-code': failureCode } = options;
  if (status === 'under_paid' || status === 'over_paid') {
    const value = /^\d{1,16}$/.test(amount ?? '') ? Number(amount) : Number.NaN;
    if (!Number.isSafeInteger(value) || value < 1) throw fail(`${status} needs --amount N, whole minor units`);
    if (failureCode !== undefined) throw fail('takes --failure-code with failed only');
    return { status, amount: value };
  }
  if (amount !== undefined) throw fail('takes --amount with under_paid and over_paid only');
  if (status !== 'failed') {
    if (failureCode !== undefined) throw fail('takes --failure-code with failed only');
    return { status };
  }
  if (failureCode !== undefined && !(paymentFailureCodes as string[]).includes(failureCode)) {
    throw fail(`--failure-code is one of ${paymentFailureCodes.join(', ')}`);
  }
  return { status, failureCode: failureCode as PaymentFailureCode | undefined };
};

const announcementTitleMax = 200;
const announcementContentMax = 5000;

/** The announcement's texts in both languages and its audience, as the command line gives them. */
const announcementOf = (options: Options): { audience: Audience; texts: MessageTexts } => {
  const fail = (reason: string) => new Error(`announce ${reason}.\n\n${opsUsage}`);
  const text = (name: 'title-en' | 'content-en' | 'title-zh' | 'content-zh', max: number) => {
    const value = options[name]?.trim();
    if (!value) throw fail(`needs --${name}`);
    if (value.length > max) throw fail(`takes at most ${max} characters in --${name}`);
    return value;
  };
  const texts = {
    title: { 'en-US': text('title-en', announcementTitleMax), 'zh-CN': text('title-zh', announcementTitleMax) },
    content: {
      'en-US': text('content-en', announcementContentMax),
      'zh-CN': text('content-zh', announcementContentMax),
    },
  };
  if (options.merchant !== undefined && options.account !== undefined) {
    throw fail('takes --merchant or --account, not both');
  }
  const audience: Audience =
    options.merchant !== undefined
      ? { kind: 'merchant', merchantId: options.merchant }
      : options.account !== undefined
        ? { kind: 'account', accountId: options.account }
        : { kind: 'all' };
  return { audience, texts };
};

/** A provider's move of a pending settlement (settlements.service.ts `closeSettlement`). */
const settlementCommand =
  (command: string, status: SettlementOutcome['status']): Command =>
  (args, options) => {
    const id = idOf(command, 'a settlement id', args);
    if (status === 'paid' && options.reason !== undefined)
      throw new Error(`${command} takes no --reason.\n\n${opsUsage}`);
    const outcome: SettlementOutcome =
      status === 'paid' ? { status } : { status, ...(options.reason && { failureMessage: options.reason }) };
    return async (db) => {
      const settlement = await closeSettlement(db, id, outcome);
      return `Settlement ${settlement.id} is ${settlement.status}.\n`;
    };
  };
/** The live processor's answer to a pending payout (payouts.service.ts `closePayout`). */
const payoutCommand =
  (command: string, status: 'succeeded' | 'failed'): Command =>
  (args, options) => {
    const id = idOf(command, 'a payout id', args);
    if (status === 'succeeded' && (options.reason !== undefined || options['failure-code'] !== undefined))
      throw new Error(`${command} takes no --reason or --failure-code.\n\n${opsUsage}`);
    const outcome: PayoutOutcome =
      status === 'succeeded'
        ? { status }
        : {
            status,
            failureCode: options['failure-code'] ?? 'payout_declined',
            failureMessage: options.reason ?? 'The payee’s provider declined the payout.',
          };
    return async (db) => {
      const payout = await closePayout(db, id, outcome);
      return `Payout ${payout.id} is ${payout.status}.\n`;
    };
  };
/**
 * An ISO 8601 date or time ("2026-11-26", "2026-11-26T08:00:00Z", "…+08:00"), or null; a day the
 * month lacks is refused (Date would roll 2030-02-30 over into March).
 */
const effectiveOf = (raw: string) => {
  const date = /^(\d{4})-(\d{2})-(\d{2})/.exec(raw);
  const time = new Date(raw);
  if (!date || Number.isNaN(time.getTime())) return null;
  const [year, month, day] = date.slice(1).map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day ? time : null;
};

/** A pair, its rate and when it takes effect, as the command line gives them. */
const rateOf = ([rawBase, rawQuote, rate]: string[], options: Options) => {
  const fail = (reason: string) => new Error(`set-rate ${reason}.\n\n${opsUsage}`);
  if (!rawBase || !rawQuote || !rate) throw fail('needs <BASE> <QUOTE> <RATE>');
  const [base, quote] = [rawBase.toUpperCase(), rawQuote.toUpperCase()];
  if (!isCurrency(base) || !isCurrency(quote)) {
    throw fail(`takes the currencies ${currencies.join(', ')}, not ${isCurrency(base) ? rawQuote : rawBase}`);
  }
  if (base === quote) throw fail('needs two different currencies');
  if (!isExchangeRate(rate)) {
    throw fail(`needs a rate above zero written as a decimal, at most 12 digits each side of the point (not ${rate})`);
  }
  const effective = options.effective === undefined ? new Date() : effectiveOf(options.effective);
  if (!effective) throw fail(`--effective takes an ISO 8601 time (not ${options.effective})`);
  return { base, quote, rate, effective };
};

/** The mailer of an operator command: SMTP when configured, else the log; the command awaits its sending. */
const opsMailer = (db: Database) => {
  const config = loadConfig();
  return createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, logger: pino({ level: 'warn' }) });
};

const commands: Record<string, Command> = {
  'ticket-reply': ([id, answer]) => {
    if (!id || !answer?.trim()) throw new Error(`ticket-reply needs a ticket id and the answer.\n\n${opsUsage}`);
    return (db) => answerTicket({ db, mailer: opsMailer(db), appLink: appLinkFor(loadConfig()) }, id, answer.trim());
  },
  'ticket-close': (args) => {
    const id = idOf('ticket-close', 'a ticket id', args);
    return (db) => closeTicket(db, id);
  },
  announce: (_args, options) => {
    const { audience, texts } = announcementOf(options);
    return async (db) => {
      const count = await announce(db, audience, texts);
      if (count === 0 && audience.kind !== 'all') {
        throw new Error(
          audience.kind === 'merchant'
            ? `Merchant ${audience.merchantId} has no accounts`
            : `Account ${audience.accountId} does not exist`,
        );
      }
      return `Announcement posted to ${count} account${count === 1 ? '' : 's'}.\n`;
    };
  },
  'admin-login-link': ([email]) => {
    if (!email) throw new Error(`admin-login-link needs an email.\n\n${opsUsage}`);
    return async (db) =>
      `${appLinkFor(loadConfig())('admin/login', { token: await issueAdminLoginToken(db, email) })}\n`;
  },
  'activate-account': (args) => {
    const id = idOf('activate-account', 'an account id', args);
    return (db) => db.transaction((tx) => setAccountActivation(tx, id, 'activated'));
  },
  'deactivate-account': (args) => {
    const id = idOf('deactivate-account', 'an account id', args);
    return (db) => db.transaction((tx) => setAccountActivation(tx, id, 'inactivated'));
  },
  'disable-account': (args, options) => {
    const id = idOf('disable-account', 'an account id', args);
    const days = freezeDaysOf(options);
    return (db) => db.transaction((tx) => disableAccount(tx, id, days));
  },
  'enable-account': (args) => {
    const id = idOf('enable-account', 'an account id', args);
    return (db) => db.transaction((tx) => enableAccount(tx, id));
  },
  'disable-merchant': (args) => {
    const id = idOf('disable-merchant', 'a merchant id', args);
    return (db) => db.transaction((tx) => setMerchantStatus(tx, id, 'disabled'));
  },
  'enable-merchant': (args) => {
    const id = idOf('enable-merchant', 'a merchant id', args);
    return (db) => db.transaction((tx) => setMerchantStatus(tx, id, 'normal'));
  },
  'gateway-notify': (args, options) => {
    const id = idOf('gateway-notify', 'a payment id', args);
    const notification = notificationOf(args, options);
    return (db) => db.transaction((tx) => notifyPayment({ appLink: appLinkFor(loadConfig()) }, tx, id, notification));
  },
  'mandate-notify': (args) => {
    const id = idOf('mandate-notify', 'a mandate id', args);
    const to = args[1] as MandateNotification;
    if (!mandateNotifications.includes(to)) {
      throw new Error(
        `mandate-notify takes ${mandateNotifications.join(', ')} (not ${args[1] ?? 'nothing'}).\n\n${opsUsage}`,
      );
    }
    return (db) => db.transaction((tx) => notifyMandate({ appLink: appLinkFor(loadConfig()) }, tx, id, to));
  },
  'settlement-paid': settlementCommand('settlement-paid', 'paid'),
  'settlement-cancel': settlementCommand('settlement-cancel', 'canceled'),
  'settlement-fail': settlementCommand('settlement-fail', 'failed'),
  'payout-threshold': (args) => {
    const id = idOf('payout-threshold', 'an account id and a USD amount', args);
    const minor = toMinorUnits(args[1] ?? '', 'USD');
    if (minor === null || minor <= 0n || !isWithinAmountMax(Number(minor), 'USD')) {
      throw new Error(
        `payout-threshold takes a positive USD amount such as 1000.00 (not ${args[1] ?? 'nothing'}).\n\n${opsUsage}`,
      );
    }
    return (db) => db.transaction((tx) => setPayoutVerificationThreshold(tx, id, Number(minor)));
  },
  'payout-succeeded': payoutCommand('payout-succeeded', 'succeeded'),
  'payout-fail': payoutCommand('payout-fail', 'failed'),
  'set-rate': (args, options) => {
    const { base, quote, rate, effective } = rateOf(args, options);
    return async (db) => {
      const { before } = await db.transaction((tx) => setRate(tx, base, quote, rate, effective));
      const when = effective.toISOString();
      return `Rate ${base} → ${quote}: 1 ${base} = ${rate} ${quote} from ${when} (before: ${before ?? 'none'})\n`;
    };
  },
  'statistics-rebuild': (_args, options) => {
    const accountId = options.account ?? null;
    return async (db) => {
      const buckets = await rebuildStatistics(db, accountId);
      if (buckets === null) throw new Error(`Account ${accountId} does not exist`);
      const of = accountId === null ? 'every account' : `account ${accountId}`;
      return `Statistics rebuilt for ${of}: ${buckets} bucket${buckets === 1 ? '' : 's'}.\n`;
    };
  },
  rates: () => async (db) => {
    const rows = await currentRates(db);
    if (rows.length === 0) return 'No exchange rates stored.\n';
    const since = (at: Date) => (at.getTime() === 0 ? 'the start' : at.toISOString());
    return `${rows.map((row) => `${row.base} → ${row.quote}  ${row.rate}  since ${since(row.effective)}`).join('\n')}\n`;
  },
};

const messageOf = (error: unknown) => {
  if (error instanceof AppError && error.code === 'user_not_exists') return 'User does not exist';
  if (error instanceof AppError) return errorMessage('en-US', error.code, error.params);
  return String(error instanceof Error ? error.message : error);
};

export type OpsOutcome = { code: 0 | 1 | 2; stdout: string; stderr: string };
type OpenDatabase = () => Promise<{ db: Database; close: () => Promise<void> }>;

/**
 * `npm run ops -- <command>`: runs one operator command. Arguments are checked before the database
 * is opened (`open` is called only for a valid command), so a typo costs no database start.
 */
export const runOps = async (argv: string[], open: OpenDatabase): Promise<OpsOutcome> => {
  const fail = (code: 1 | 2, stderr: string): OpsOutcome => ({ code, stdout: '', stderr });
  let parsed: ReturnType<typeof parseOptions>;
  try {
    parsed = parseOptions(argv);
  } catch (error) {
    return fail(2, `${messageOf(error)}\n\n${opsUsage}`);
  }
  const [name, ...args] = parsed.positionals;
  const command = name ? commands[name] : undefined;
  if (!command) return fail(2, name ? `Unknown command: ${name}\n\n${opsUsage}` : opsUsage);
  let run: ReturnType<Command>;
  try {
    run = command(args, parsed.values);
  } catch (error) {
    return fail(1, `${messageOf(error)}\n`);
  }
  const database = await open();
  try {
    return { code: 0, stdout: await run(database.db), stderr: '' };
  } catch (error) {
    return fail(1, `${messageOf(error)}\n`);
  } finally {
    await database.close();
  }
};

const parseOptions = (args: string[]) =>
  parseArgs({
    args,
    allowPositionals: true,
    strict: true,
    options: {
      'freeze-days': { type: 'string' },
      amount: { type: 'string' },
      'failure-code': { type: 'string' },
      reason: { type: 'string' },
      effective: { type: 'string' },
      'title-en': { type: 'string' },
      'content-en': { type: 'string' },
      'title-zh': { type: 'string' },
      'content-zh': { type: 'string' },
      merchant: { type: 'string' },
      account: { type: 'string' },
    },
  });
