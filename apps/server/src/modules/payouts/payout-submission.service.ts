import type { AppContext } from '../../context.ts';
import { whenCommitted } from '../../db/ambient-transaction.ts';
import {
  findPayoutDestination,
  listUnsubmittedPayouts,
  type PayoutRow,
  recordPayoutSubmitted,
} from './payouts.repository.ts';

/** What submitting needs: the database, the processor, and a log for a processor that fails. */
type Submitter = Pick<AppContext, 'db' | 'gatewayFor' | 'logger'>;

/** A payout the sweep submits once its request had this long to do it. */
const submissionGraceSeconds = 30;

/**
 * Sends a committed pending payout (its amount and fee already debited) to the processor, outside
 * any transaction, and records the processor's id only while none is recorded and the payout is
 * still pending. Null when another submitter recorded first (the processor dedupes on our id).
 */
export const submitPayout = async (ctx: Submitter, payout: PayoutRow) => {
  const destination = await findPayoutDestination(ctx.db, payout.payoutMethodId);
  const sent = await ctx.gatewayFor(payout.livemode).submitPayout({
    id: payout.id,
    method: payout.method,
    account: destination.account,
    amountLocal: payout.amountLocal,
    currencyLocal: payout.currencyLocal,
  });
  return recordPayoutSubmitted(ctx.db, payout.id, sent.gatewayTransactionId);
};

/**
 * The request path: submits a payout just committed (created under the threshold, or verified).
 * If the processor fails, the payout stays pending with its money held and the sweep retries.
 */
export const submitCreatedPayout = (ctx: Submitter, payout: PayoutRow) =>
  whenCommitted(() =>
    submitPayout(ctx, payout).catch((error: unknown) => {
      ctx.logger.warn({ err: error, payoutId: payout.id }, 'payout not submitted to its processor; the sweep retries');
      return null;
    }),
  );

/** The sweep: pending payouts left unsubmitted past the grace period are submitted, each on its own. */
export const submitDuePayouts = async (ctx: Submitter, limit = 100) => {
  let submitted = 0;
  for (const payout of await listUnsubmittedPayouts(ctx.db, submissionGraceSeconds, limit)) {
    try {
      if (await submitPayout(ctx, payout)) submitted += 1;
    } catch (error) {
      ctx.logger.warn({ err: error, payoutId: payout.id }, 'payout not submitted to its processor; retried later');
    }
  }
  return submitted;
};
