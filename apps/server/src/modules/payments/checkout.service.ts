import type { CheckoutSimulateBody, CheckoutView } from '@paydeck/contract/checkout';
import type { Currency } from '@paydeck/contract/currencies';
import { paidAmountIssue } from '@paydeck/contract/paid-amount-rules';
import { paymentMethodOf } from '@paydeck/contract/payment-method-catalogue';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { unixSeconds } from '../../lib/time.ts';
import { sameToken } from '../../lib/tokens.ts';
import { simulatedPayerOutcome } from './gateway.ts';
import { findCheckout, lockPaymentById } from './payments.repository.ts';
import { applyPaymentOutcome } from './payments.service.ts';

/** A wrong token answers exactly like a missing payment: the page reveals nothing without it. */
const checkoutRowOf = async (ctx: AppContext, id: string, token: string) => {
  const row = await findCheckout(ctx.db, id);
  if (!row || !sameToken(row.payment.checkoutToken, token)) throw new AppError('payment_not_found');
  return row;
};

const viewOf = (row: NonNullable<Awaited<ReturnType<typeof findCheckout>>>): CheckoutView => {
  const { payment } = row;
  return {
    id: payment.id,
    object: 'checkout',
    livemode: payment.livemode,
    merchant_name: row.merchantName,
    account_name: row.accountName,
    status: payment.status,
    payment_method: payment.method,
    payment_method_name: paymentMethodOf(payment.method).name,
    flow: payment.flow,
    currency: payment.currency,
    amount: payment.amount,
    amount_paid: payment.amountPaid,
    description: payment.description,
    reference: payment.reference,
    return_url: payment.returnUrl,
    voucher_number: payment.extra.voucher_number ?? null,
    failure_code: payment.failureCode,
    failure_message: payment.failureMessage,
    time_created: unixSeconds(payment.timeCreated),
    time_paid: payment.timePaid ? unixSeconds(payment.timePaid) : null,
    time_expired: unixSeconds(payment.timeExpired),
  };
};

export const checkoutOf = async (ctx: AppContext, id: string, token: string) =>
  viewOf(await checkoutRowOf(ctx, id, token));

/**
 * The payer's action on a test payment's checkout page, answered by the simulator and applied
 * through the payment's real states. A live payment is refused (409 test_mode_only): its payer pays
 * through the method, and only the processor's notification completes it, so a payer can never
 * say what arrived.
 */
export const simulateCheckout = async (ctx: AppContext, id: string, body: CheckoutSimulateBody) => {
  await ctx.db.transaction(async (tx) => {
    const payment = await lockPaymentById(tx, id);
    if (!payment || !sameToken(payment.checkoutToken, body.token)) throw new AppError('payment_not_found');
    if (payment.livemode) throw new AppError('test_mode_only');
    const partial = body.outcome === 'underpay' ? 'under_paid' : body.outcome === 'overpay' ? 'over_paid' : null;
    if (partial && body.amount !== undefined) {
      const issue = paidAmountIssue(partial, body.amount, payment.amount, payment.currency as Currency);
      if (issue?.code === 'amount_above_maximum') throw new AppError(issue.code, { params: { max: issue.max } });
      if (issue) throw new AppError(issue.code, { params: { amount: issue.amount } });
    }
    const outcome = simulatedPayerOutcome(payment, {
      outcome: body.outcome,
      amount: body.amount,
      failureCode: body.failure_code,
    });
    await applyPaymentOutcome(ctx, tx, payment, outcome);
  });
  return checkoutOf(ctx, id, body.token);
};
