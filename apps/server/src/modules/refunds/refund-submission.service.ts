import type { AppContext } from '../../context.ts';
import { whenCommitted } from '../../db/ambient-transaction.ts';
import { submissionGraceSeconds } from '../payments/payment-submission.service.ts';
import { listUnsubmittedRefunds, type RefundRow, recordRefundSubmitted } from './refunds.repository.ts';

/** What submitting needs: the database, the processor, and a log for a processor that fails. */
type Submitter = Pick<AppContext, 'db' | 'gatewayFor' | 'logger'>;

/**
 * Sends a committed refund (pending, its amount already reserved and posted) to its processor,
 * outside any transaction (ARCHITECTURE §4), and records the processor's id in one statement of its
 * own, only while none is recorded. Returns the row as recorded, or null when another submitter
 * recorded first (the processor dedupes on the refund id).
 */
export const submitRefund = async (ctx: Submitter, refund: RefundRow) => {
  const sent = await ctx.gatewayFor(refund.livemode).submitRefund({ id: refund.id, amount: refund.amount });
  return recordRefundSubmitted(ctx.db, refund.id, sent.gatewayTransactionId);
};

/**
 * The request path: submits a refund just committed. If the processor fails, the refund stays a
 * pending intent (nothing lost: its amount stays reserved) and the request still succeeds; the
 * sweep retries. Inside an idempotent write the submission waits for its commit: null here.
 */
export const submitCreatedRefund = (ctx: Submitter, refund: RefundRow) =>
  whenCommitted(() =>
    submitRefund(ctx, refund).catch((error: unknown) => {
      ctx.logger.warn({ err: error, refundId: refund.id }, 'refund not submitted to its processor; the sweep retries');
      return null;
    }),
  );

/** The sweep: pending refunds left unsubmitted past the grace period are submitted, each on its own. */
export const submitDueRefunds = async (ctx: Submitter, limit = 100) => {
  let submitted = 0;
  for (const refund of await listUnsubmittedRefunds(ctx.db, submissionGraceSeconds, limit)) {
    try {
      if (await submitRefund(ctx, refund)) submitted += 1;
    } catch (error) {
      ctx.logger.warn({ err: error, refundId: refund.id }, 'refund not submitted to its processor; retried later');
    }
  }
  return submitted;
};
