import { amountText, type Currency } from '@paydeck/contract/currencies';
import { paidAmountIssue } from '@paydeck/contract/paid-amount-rules';
import type { PaymentFailureCode } from '@paydeck/contract/payin-types';

export { type GatewayNotificationStatus, gatewayNotificationStatuses } from '@paydeck/contract/gateway';

import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type PaymentOutcome, paymentFailure } from './gateway.ts';
import { lockPaymentById, type PaymentRow } from './payments.repository.ts';
import { applyPaymentOutcome } from './payments.service.ts';

/**
 * What the live processor says about one payment: paid in full, paid less or more (what arrived),
 * failed (why), or expired unpaid.
 */
export type GatewayNotification =
  | { status: 'paid' }
  | { status: 'under_paid' | 'over_paid'; amount: number }
  | { status: 'failed'; failureCode?: PaymentFailureCode | undefined }
  | { status: 'expired' };

/** The payment's event snapshot carries its checkout link. */
type Links = Pick<AppContext, 'appLink'>;

const money = (minor: number, currency: string) => amountText(minor, currency as Currency);

/** What arrived is bounded as on the simulator: under less than the amount, over more and at most the maximum. */
const outcomeOf = (payment: PaymentRow, notification: GatewayNotification): PaymentOutcome => {
  switch (notification.status) {
    case 'paid':
      return { status: 'paid', amountPaid: payment.amount };
    case 'under_paid':
    case 'over_paid': {
      const issue = paidAmountIssue(
        notification.status,
        notification.amount,
        payment.amount,
        payment.currency as Currency,
      );
      if (issue?.code === 'amount_above_maximum') throw new AppError(issue.code, { params: { max: issue.max } });
      if (issue) throw new AppError(issue.code, { params: { amount: issue.amount } });
      return { status: notification.status, amountPaid: notification.amount };
    }
    case 'failed':
      return { status: 'failed', ...paymentFailure(notification.failureCode) };
    case 'expired':
      return { status: 'expired' };
  }
};

/**
 * A live payment's outcome as its processor reports it: the one way a live payment is completed
 * (the payer's checkout page can't, docs/decisions.md "Checkout and gateway").
 * It runs the same transition and ledger entry as every outcome (`applyPaymentOutcome`), with the
 * payment row locked. Until a processor is connected, `npm run ops -- gateway-notify` and the
 * signed `POST /v1/gateway/notifications` stand in for its notification.
 */
export const applyGatewayNotification = async (
  ctx: Links,
  tx: Executor,
  paymentId: string,
  notification: GatewayNotification,
) => {
  const payment = await lockPaymentById(tx, paymentId);
  if (!payment) throw new AppError('payment_not_found');
  if (!payment.livemode) throw new AppError('live_mode_only');
  return { before: payment, after: await applyPaymentOutcome(ctx, tx, payment, outcomeOf(payment, notification)) };
};

/** The operator's stand-in: applies the notification and returns the line the operator reads. */
export const notifyPayment = async (ctx: Links, tx: Executor, paymentId: string, notification: GatewayNotification) => {
  const { before: payment, after: done } = await applyGatewayNotification(ctx, tx, paymentId, notification);
  const paid = done.amountPaid > 0 ? `, ${money(done.amountPaid, done.currency)} paid` : '';
  return `Payment ${done.id} (live, ${money(done.amount, done.currency)}): ${payment.status} → ${done.status}${paid}\n`;
};
