import type { AppContext } from '../../context.ts';
import { whenCommitted } from '../../db/ambient-transaction.ts';
import { listUnsubmittedPayments, type PaymentRow, recordPaymentOpened } from './payments.repository.ts';

/** What submitting needs: the database, the processor, and a log for a processor that fails. */
type Submitter = Pick<AppContext, 'db' | 'gatewayFor' | 'logger'>;

/**
 * How long an intent (a payment or refund not yet submitted to its processor) is left to the
 * request that made it, which submits it right after its commit, before a sweep submits it.
 */
export const submissionGraceSeconds = 30;

/**
 * Opens a committed payment at its processor, outside any transaction (ARCHITECTURE §4), and
 * records the answer (its transaction id, a voucher number) in one statement of its own, only
 * while none is recorded. Returns the row as recorded, or null when another submitter recorded
 * first (the processor dedupes on the payment id, so both calls name one payment).
 */
export const submitPayment = async (ctx: Submitter, payment: PaymentRow) => {
  const opened = await ctx.gatewayFor(payment.livemode).openPayment({
    id: payment.id,
    method: payment.method,
    flow: payment.flow,
    amount: payment.amount,
  });
  return recordPaymentOpened(ctx.db, payment.id, opened);
};

/**
 * The request path: submits a payment just committed, so its answer (the voucher the payer needs)
 * is in the response. If the processor fails, the payment stays unsubmitted and the request still
 * succeeds; the sweep retries. Inside an idempotent write the submission waits for its commit, and
 * the answer is the payment as committed: null here.
 */
export const submitCreatedPayment = (ctx: Submitter, payment: PaymentRow) =>
  whenCommitted(() =>
    submitPayment(ctx, payment).catch((error: unknown) => {
      ctx.logger.warn(
        { err: error, paymentId: payment.id },
        'payment not submitted to its processor; the sweep retries',
      );
      return null;
    }),
  );

/**
 * The sweep: payments left unsubmitted past the grace period (the process died after the commit,
 * the processor failed) are submitted, each on its own; one that fails waits for the next run.
 * Returns how many it recorded.
 */
export const submitDuePayments = async (ctx: Submitter, limit = 100) => {
  let submitted = 0;
  for (const payment of await listUnsubmittedPayments(ctx.db, submissionGraceSeconds, limit)) {
    try {
      if (await submitPayment(ctx, payment)) submitted += 1;
    } catch (error) {
      ctx.logger.warn({ err: error, paymentId: payment.id }, 'payment not submitted to its processor; retried later');
    }
  }
  return submitted;
};
