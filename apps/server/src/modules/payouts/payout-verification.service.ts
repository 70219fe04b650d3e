import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { amountText, type Currency } from '@paydeck/contract/currencies';
import type { Locale } from '@paydeck/contract/locales';
import {
  payoutEmailCodeMinutes,
  payoutVerificationLockMinutes,
  payoutVerificationMaxAttempts,
} from '@paydeck/contract/payout-rules';
import type { AppContext } from '../../context.ts';
import { type Operator, recordOperation } from '../../core/operation-log.ts';
import type { Scope } from '../../core/scope.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { formatInZone } from '../../lib/time.ts';
import { acceptUserTotp } from '../identity/users.service.ts';
import { personName } from './party-fields.ts';
import { submitCreatedPayout } from './payout-submission.service.ts';
import { findPayoutDestination, lockPayout, type PayoutRow, updatePayout } from './payouts.repository.ts';
import { payoutFor, payoutInScope, transitionPayout } from './payouts.service.ts';
import { verificationChannel } from './verification-channel.ts';

const userOf = (scope: Scope) => {
  if (scope.actor.type !== 'user') throw new AppError('forbidden');
  return scope.actor;
};

const codeHash = (payoutId: string, code: string) => createHash('sha256').update(`${payoutId}:${code}`).digest();

/** A waiting payout, locked, that is not locked against verification. */
const lockWaiting = async (tx: Executor, scope: Scope, id: string) => {
  const found = await payoutInScope(tx, scope, id);
  const row = await lockPayout(tx, found.id);
  if (!row) throw new AppError('payout_not_found');
  if (row.status !== 'waiting_action') throw new AppError('payout_not_waiting', { params: { status: row.status } });
  if (row.verifyLockedUntil && row.verifyLockedUntil > new Date()) {
    throw new AppError('verification_locked', {
      params: { time: formatInZone(row.verifyLockedUntil, scope.account.timeZone) },
    });
  }
  return row;
};

/**
 * Emails the acting user a one-time code for a waiting payout (users without 2FA): valid for
 * 10 minutes, once; a new code replaces the last. Wrong codes count towards the lock either way.
 */
export const sendVerificationCode = async (ctx: AppContext, scope: Scope, id: string, locale: Locale) => {
  const user = userOf(scope);
  if ((await verificationChannel(ctx.db, scope)) === 'totp') throw new AppError('verification_uses_authenticator');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const { row, mailId } = await ctx.db.transaction(async (tx) => {
    const waiting = await lockWaiting(tx, scope, id);
    const updated = await updatePayout(tx, waiting.id, 'waiting_action', {
      verifyCodeHash: codeHash(waiting.id, code).toString('hex'),
      verifyCodeExpires: new Date(Date.now() + payoutEmailCodeMinutes * 60_000),
    });
    if (!updated) throw new AppError('payout_not_waiting', { params: { status: waiting.status } });
    const payee = await findPayoutDestination(tx, waiting.payoutMethodId);
    const mailId = await ctx.mailer.queue(tx, {
      to: user.email,
      locale,
      template: 'payout_verification_code',
      params: {
        code,
        payout_id: waiting.id,
        amount: amountText(waiting.amount, waiting.currency as Currency),
        payee: personName(payee),
        account_name: scope.account.name,
        link: ctx.appLink(`accounts/${scope.account.id}/payouts/${waiting.id}/verify`),
      },
    });
    return { row: updated, mailId };
  });
  await ctx.mailer.deliver([mailId]);
  return payoutFor(ctx, scope, row);
};

const codeMatches = async (ctx: AppContext, tx: Executor, scope: Scope, row: PayoutRow, code: string) => {
  const user = userOf(scope);
  const totp = await acceptUserTotp(ctx, tx, user.userId, code);
  if (totp !== null) return totp;
  if (!row.verifyCodeHash || !row.verifyCodeExpires || row.verifyCodeExpires <= new Date()) {
    throw new AppError('verification_code_expired');
  }
  return timingSafeEqual(Buffer.from(row.verifyCodeHash, 'hex'), codeHash(row.id, code));
};

type Attempt = { ok: true; row: PayoutRow } | { ok: false; error: AppError };

/**
 * Verifies a waiting payout with the acting user's code: accepted once (a TOTP step is spent, an
 * emailed code cleared), the payout then pending and sent to the processor. A wrong code is
 * counted in its own committed write; the fifth locks verification for 15 minutes.
 */
export const verifyPayout = async (ctx: AppContext, operator: Operator, scope: Scope, id: string, code: string) => {
  const attempt = await ctx.db.transaction(async (tx): Promise<Attempt> => {
    const row = await lockWaiting(tx, scope, id);
    if (!(await codeMatches(ctx, tx, scope, row, code))) {
      const attempts = row.verifyAttempts + 1;
      const locks = attempts >= payoutVerificationMaxAttempts;
      const lockedUntil = new Date(Date.now() + payoutVerificationLockMinutes * 60_000);
      await updatePayout(tx, row.id, 'waiting_action', {
        verifyAttempts: locks ? 0 : attempts,
        verifyLockedUntil: locks ? lockedUntil : null,
      });
      return {
        ok: false,
        error: locks
          ? new AppError('verification_locked', { params: { time: formatInZone(lockedUntil, scope.account.timeZone) } })
          : new AppError('verification_code_invalid', { params: { left: payoutVerificationMaxAttempts - attempts } }),
      };
    }
    const moved = await transitionPayout(tx, row, 'pending', {
      verifyAttempts: 0,
      verifyLockedUntil: null,
      verifyCodeHash: null,
      verifyCodeExpires: null,
    });
    await recordOperation(tx, operator, scope.account, {
      action: 'verified',
      sourceType: 'payout',
      sourceId: row.id,
      description: `${amountText(row.amount, row.currency as Currency)} (${row.method})`,
    });
    return { ok: true, row: moved };
  });
  if (!attempt.ok) throw attempt.error;
  await submitCreatedPayout(ctx, attempt.row);
  return payoutFor(ctx, scope, attempt.row);
};
