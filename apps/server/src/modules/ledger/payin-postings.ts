import { type Currency, toMajorString } from '@paydeck/contract/currencies';
import { type PaymentMethodId, paymentFee, paymentMethodOf } from '@paydeck/contract/payment-method-catalogue';
import type { Posting } from './posting.service.ts';

/** The payment a pay-in movement belongs to. */
type PaymentSide = { accountId: string; livemode: boolean; id: string; method: PaymentMethodId; currency: string };

/** An amount moved by a refund or dispute of the payment. */
type Part = { id: string; amount: number };

const onPayment = (payment: PaymentSide, at: Date | undefined) => ({
  accountId: payment.accountId,
  livemode: payment.livemode,
  currency: payment.currency,
  paymentId: payment.id,
  method: payment.method,
  ...(at ? { at } : {}),
});

/** "FPS 0.80% + HKD 2.00": the schedule a fee was charged by. */
const feeDescription = (method: PaymentMethodId, currency: Currency) => {
  const definition = paymentMethodOf(method);
  const percent = (definition.fee.percentageBps / 100).toFixed(2);
  const fixed = definition.fee.fixed[currency] ?? 0;
  return `${definition.name} ${percent}% + ${currency} ${toMajorString(fixed, currency)}`;
};

/**
 * Pay-in's postings (docs/decisions.md "Pay-in"): a paid payment adds what was paid less the
 * method's fee; a refund takes its amount when it is made (a failed one gives it back); a dispute
 * takes its amount when it opens (won or withdrawn gives it back). Fees are not returned on
 * refunds. `at` back-dates a movement (the demo seed's history).
 */
export const payinPostings = {
  paymentReceived: (payment: PaymentSide, amountPaid: number, at?: Date): Posting => {
    const currency = payment.currency as Currency;
    const fee = paymentFee(paymentMethodOf(payment.method), amountPaid, currency);
    return {
      ...onPayment(payment, at),
      type: 'payment',
      source: { type: 'payment', id: payment.id, amount: amountPaid },
      fees: [{ type: 'processing_fee', amount: fee.total, description: feeDescription(payment.method, currency) }],
      description: `Payment ${payment.id}`,
    };
  },
  refundMade: (payment: PaymentSide, refund: Part, at?: Date): Posting => ({
    ...onPayment(payment, at),
    type: 'refund',
    source: { type: 'refund', id: refund.id, amount: refund.amount },
    description: `Refund ${refund.id} of payment ${payment.id}`,
  }),
  refundFailed: (payment: PaymentSide, refund: Part): Posting => ({
    ...onPayment(payment, undefined),
    type: 'refund_failure',
    source: { type: 'refund', id: refund.id, amount: refund.amount },
    description: `Refund ${refund.id} failed: amount returned`,
  }),
  disputeOpened: (payment: PaymentSide, dispute: Part, at?: Date): Posting => ({
    ...onPayment(payment, at),
    type: 'dispute',
    source: { type: 'dispute', id: dispute.id, amount: dispute.amount },
    description: `Dispute ${dispute.id} on payment ${payment.id}: amount withdrawn`,
  }),
  disputeReversed: (payment: PaymentSide, dispute: Part): Posting => ({
    ...onPayment(payment, undefined),
    type: 'dispute_resolved',
    source: { type: 'dispute', id: dispute.id, amount: dispute.amount },
    description: `Dispute ${dispute.id} closed in your favour: amount returned`,
  }),
};
