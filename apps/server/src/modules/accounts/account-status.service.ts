import { toMajorString } from '@paydeck/contract/currencies';
import type { Executor } from '../../db/client.ts';
import { dayMs, formatInZone } from '../../lib/time.ts';
import { postMessage } from '../messages/messages.service.ts';
import {
  countMerchantAccounts,
  lockAccount,
  lockMerchant,
  updateAccount,
  updateMerchantStatus,
} from './accounts.repository.ts';

/**
 * The provider's acts on an account or a merchant (operator CLI): activation, disabling with a
 * withdrawal freeze, and back. Each returns a line saying what changed.
 */

const accountOrFail = async (db: Executor, accountId: string) => {
  const row = await lockAccount(db, accountId);
  if (!row) throw new Error(`Account ${accountId} does not exist`);
  return row;
};

const label = (row: { id: string; name: string }) => `${row.id} (${row.name})`;
const iso = (date: Date | null) => date?.toISOString() ?? 'none';

export const setAccountActivation = async (
  db: Executor,
  accountId: string,
  activation: 'activated' | 'inactivated',
): Promise<string> => {
  const row = await accountOrFail(db, accountId);
  if (row.activation === activation) return `Account ${label(row)} is already ${activation}; nothing changed.\n`;
  await updateAccount(db, accountId, { activation });
  return `Account ${label(row)}: ${row.activation} → ${activation}\n`;
};

/** Disabled now; withdrawals open again after the freeze (spec §4 disabled-account details). */
export const disableAccount = async (db: Executor, accountId: string, freezeDays: number, now = new Date()) => {
  const row = await accountOrFail(db, accountId);
  const timeWithdrawalsAvailable = new Date(now.getTime() + freezeDays * dayMs);
  await updateAccount(db, accountId, { status: 'disabled', timeDisabled: now, freezeDays, timeWithdrawalsAvailable });
  const [at, after] = [formatInZone(now, row.timeZone), formatInZone(timeWithdrawalsAvailable, row.timeZone)];
  await postMessage(db, accountId, {
    title: { 'en-US': 'Your account was disabled', 'zh-CN': '您的账户已被停用' },
    content: {
      'en-US': `${row.name} was disabled at ${at}. Withdrawals are available after ${after} (total freeze ${freezeDays} days). Raise a ticket if you have questions.`,
      'zh-CN': `${row.name} 已于 ${at} 被停用。${after} 之后可申请提现（共冻结 ${freezeDays} 天）。如有疑问，请提交工单。`,
    },
  });
  return [
    `Account ${label(row)}: ${row.status} → disabled`,
    `  disabled at ${now.toISOString()}, withdrawals available after ${timeWithdrawalsAvailable.toISOString()}, total freeze ${freezeDays} days`,
    '',
  ].join('\n');
};

export const enableAccount = async (db: Executor, accountId: string) => {
  const row = await accountOrFail(db, accountId);
  if (row.status === 'normal') return `Account ${label(row)} is already normal; nothing changed.\n`;
  await updateAccount(db, accountId, {
    status: 'normal',
    timeDisabled: null,
    freezeDays: null,
    timeWithdrawalsAvailable: null,
  });
  await postMessage(db, accountId, {
    title: { 'en-US': 'Your account is enabled again', 'zh-CN': '您的账户已重新启用' },
    content: {
      'en-US': `${row.name} can take payments, refunds and payouts again, and withdrawals are no longer frozen.`,
      'zh-CN': `${row.name} 已恢复收款、退款和代付，提现不再冻结。`,
    },
  });
  return `Account ${label(row)}: disabled → normal (was disabled at ${iso(row.timeDisabled)}, freeze cleared)\n`;
};

export const setMerchantStatus = async (db: Executor, merchantId: string, status: 'normal' | 'disabled') => {
  const row = await lockMerchant(db, merchantId);
  if (!row) throw new Error(`Merchant ${merchantId} does not exist`);
  if (row.status === status) return `Merchant ${label(row)} is already ${status}; nothing changed.\n`;
  await updateMerchantStatus(db, merchantId, status);
  const count = await countMerchantAccounts(db, merchantId);
  return `Merchant ${label(row)}: ${row.status} → ${status} (${count} account${count === 1 ? '' : 's'} ${status === 'disabled' ? 'closed' : 'open again'})\n`;
};

/**
 * The provider sets an account's payout verification threshold (USD minor units): a payout worth
 * this much or more waits for a user's verification (docs/fees.md "Payouts").
 */
export const setPayoutVerificationThreshold = async (db: Executor, accountId: string, thresholdUsd: number) => {
  const row = await accountOrFail(db, accountId);
  await updateAccount(db, accountId, { payoutVerificationThresholdUsd: thresholdUsd });
  const usd = (minor: number) => `USD ${toMajorString(minor, 'USD')}`;
  return `Account ${label(row)}: payouts from ${usd(thresholdUsd)} wait for verification (was ${usd(row.payoutVerificationThresholdUsd)})\n`;
};
