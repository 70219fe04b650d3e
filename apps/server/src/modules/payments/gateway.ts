import type { Currency } from '@paydeck/contract/currencies';
import { defaultPaidAmount } from '@paydeck/contract/paid-amount-rules';
import {
  type CheckoutOutcome,
  type PaymentFailureCode,
  paymentFailureMessages,
  type RefundFailureCode,
  refundFailureMessages,
} from '@paydeck/contract/payin-types';
import type { PaymentMethodFlow, PaymentMethodId } from '@paydeck/contract/payment-method-catalogue';
import { randomBase62 } from '../../lib/ids.ts';

/** What the processor says about a payment after the payer acted. */
export type PaymentOutcome =
  | { status: 'paid' | 'under_paid' | 'over_paid'; amountPaid: number }
  | { status: 'failed'; failureCode: string; failureMessage: string }
  | { status: 'expired' };

export type RefundOutcome = { status: 'refunded' } | { status: 'failed'; failureCode: string; failureMessage: string };

/** The payer's action on the checkout page, as the simulated processor receives it. */
export type PayerAction = { outcome: CheckoutOutcome; amount?: number | undefined; failureCode?: string | undefined };

/**
 * The payment processor behind Paydeck. Test mode always uses the simulator; live mode uses
 * `liveGateway`, which is where a real processor connector plugs in.
 */
export type Gateway = {
  /** Registers a new payment: the processor's transaction id and what the payer needs (a voucher number). */
  openPayment: (payment: { id: string; method: PaymentMethodId; flow: PaymentMethodFlow; amount: number }) => {
    gatewayTransactionId: string;
    extra: Record<string, string>;
  };
  /** The processor's answer once the payer acted on the checkout page. */
  payerOutcome: (payment: { amount: number; currency: string }, action: PayerAction) => PaymentOutcome;
  /** Sends a refund; the processor answers later (`refundOutcome`). */
  submitRefund: (refund: { id: string; amount: number }) => { gatewayTransactionId: string };
  /** The processor's answer to a pending refund. */
  refundOutcome: (refund: { id: string; gatewayTransactionId: string | null }) => RefundOutcome;
  /** A payer's dispute reported by the processor. */
  openDispute: (dispute: { id: string }) => { gatewayTransactionId: string };
};

const simulatedId = (prefix: string) => `sim_${prefix}_${randomBase62(16)}`;

export const paymentFailure = (code: string | undefined) => {
  const failureCode = (code ?? 'declined') as PaymentFailureCode;
  return { failureCode, failureMessage: paymentFailureMessages[failureCode] ?? paymentFailureMessages.declined };
};

export const refundFailure = (code: string | undefined) => {
  const failureCode = (code ?? 'refund_declined') as RefundFailureCode;
  return { failureCode, failureMessage: refundFailureMessages[failureCode] ?? refundFailureMessages.refund_declined };
};

/**
 * The simulated processor: the payer's choice on the checkout page is the outcome; refunds
 * succeed. Under-payment defaults to half the amount, over-payment to 10% more.
 */
export const simulatorGateway: Gateway = {
  openPayment: (payment) => {
    const extra: Record<string, string> = {};
    if (payment.flow === 'voucher') {
      extra.voucher_number = Array.from({ length: 4 }, () => String(1000 + Math.floor(Math.random() * 9000))).join(' ');
    }
    return { gatewayTransactionId: simulatedId('pay'), extra };
  },
  payerOutcome: (payment, action) => {
    switch (action.outcome) {
      case 'pay_full':
        return { status: 'paid', amountPaid: payment.amount };
      case 'underpay':
        return {
          status: 'under_paid',
          amountPaid: action.amount ?? defaultPaidAmount('under_paid', payment.amount, payment.currency as Currency),
        };
      case 'overpay':
        return {
          status: 'over_paid',
          amountPaid: action.amount ?? defaultPaidAmount('over_paid', payment.amount, payment.currency as Currency),
        };
      case 'fail':
        return { status: 'failed', ...paymentFailure(action.failureCode) };
      case 'expire':
        return { status: 'expired' };
    }
  },
  submitRefund: () => ({ gatewayTransactionId: simulatedId('rf') }),
  refundOutcome: () => ({ status: 'refunded' }),
  openDispute: () => ({ gatewayTransactionId: simulatedId('dp') }),
};

/**
 * LIVE MODE PROCESSOR. A real connector (the acquirer's or the local schemes' APIs) replaces the
 * simulator here; until then live payments are simulated exactly like test ones.
 */
export const liveGateway: Gateway = simulatorGateway;

export const gatewayFor = (livemode: boolean): Gateway => (livemode ? liveGateway : simulatorGateway);
