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

/** The payer's action on a test payment's checkout page, as the simulated processor receives it. */
export type PayerAction = { outcome: CheckoutOutcome; amount?: number | undefined; failureCode?: string | undefined };

/**
 * The payment processor behind Paydeck: test mode uses the simulator, live mode `liveGateway`,
 * where a real processor connector plugs in. A payer's outcome is not part of it: a test payment's
 * payer acts on the checkout page's simulator (`simulatedPayerOutcome`), a live payment is
 * completed by the processor's notification alone (gateway-notifications.service.ts).
 *
 * Every call is a network call to the processor: it is made outside any database transaction
 * (ARCHITECTURE §4; the intent is committed first) and may be repeated for one id (a retry after a
 * crash, two submitters racing), so a real connector sends our id as the processor's idempotency key.
 */
export type Gateway = {
  /** Registers a new payment: the processor's transaction id and what the payer needs (a voucher number). */
  openPayment: (payment: { id: string; method: PaymentMethodId; flow: PaymentMethodFlow; amount: number }) => Promise<{
    gatewayTransactionId: string;
    extra: Record<string, string>;
  }>;
  /**
   * Charges a signed mandate (no payer present) and answers at once. `testChargeFailure` is what
   * the customer chose on a test mandate's signing page; a live connector ignores it.
   */
  chargeMandate: (charge: {
    id: string;
    mandateId: string;
    method: PaymentMethodId;
    amount: number;
    testChargeFailure: string | null;
  }) => Promise<{ gatewayTransactionId: string; outcome: PaymentOutcome }>;
  /** Sends a refund; the processor answers later (`refundOutcome`). */
  submitRefund: (refund: { id: string; amount: number }) => Promise<{ gatewayTransactionId: string }>;
  /** The processor's answer to a submitted refund. */
  refundOutcome: (refund: { id: string; gatewayTransactionId: string }) => Promise<RefundOutcome>;
  /** A payer's dispute reported by the processor. */
  openDispute: (dispute: { id: string }) => Promise<{ gatewayTransactionId: string }>;
  /** Sends a payout to the payee's account; the processor's outcome arrives later. */
  submitPayout: (payout: {
    id: string;
    method: string;
    account: string;
    amountLocal: number;
    currencyLocal: string;
  }) => Promise<{ gatewayTransactionId: string }>;
};

/** The processor of a mode; the app's is `gatewayFor`, a test may give its own (AppContext.gatewayFor). */
export type GatewayFor = (livemode: boolean) => Gateway;

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
 * The simulated processor: refunds succeed (when the settle job asks); a mandate's charge is paid
 * unless its customer signed asking for declines.
 */
export const simulatorGateway: Gateway = {
  openPayment: async (payment) => {
    const extra: Record<string, string> = {};
    if (payment.flow === 'voucher') {
      extra.voucher_number = Array.from({ length: 4 }, () => String(1000 + Math.floor(Math.random() * 9000))).join(' ');
    }
    return { gatewayTransactionId: simulatedId('pay'), extra };
  },
  chargeMandate: async (charge) => ({
    gatewayTransactionId: simulatedId('pay'),
    outcome: charge.testChargeFailure
      ? { status: 'failed', ...paymentFailure(charge.testChargeFailure) }
      : { status: 'paid', amountPaid: charge.amount },
  }),
  submitRefund: async () => ({ gatewayTransactionId: simulatedId('rf') }),
  refundOutcome: async () => ({ status: 'refunded' }),
  openDispute: async () => ({ gatewayTransactionId: simulatedId('dp') }),
  submitPayout: async () => ({ gatewayTransactionId: simulatedId('po') }),
};

/**
 * TEST MODE ONLY: the payer's choice on a test payment's checkout page is the outcome. An under-
 * or over-payment without an amount is the contract's default (half, or 10% more).
 */
export const simulatedPayerOutcome = (
  payment: { amount: number; currency: string },
  action: PayerAction,
): PaymentOutcome => {
  const currency = payment.currency as Currency;
  switch (action.outcome) {
    case 'pay_full':
      return { status: 'paid', amountPaid: payment.amount };
    case 'underpay':
      return {
        status: 'under_paid',
        amountPaid: action.amount ?? defaultPaidAmount('under_paid', payment.amount, currency),
      };
    case 'overpay':
      return {
        status: 'over_paid',
        amountPaid: action.amount ?? defaultPaidAmount('over_paid', payment.amount, currency),
      };
    case 'fail':
      return { status: 'failed', ...paymentFailure(action.failureCode) };
    case 'expire':
      return { status: 'expired' };
  }
};

/**
 * LIVE MODE PROCESSOR. A real connector (the acquirer's or the local schemes' APIs) replaces this
 * stand-in. Until then it registers payments and answers refunds like the simulator, and a live
 * payment's outcome comes only from the provider side: `npm run ops -- gateway-notify`, standing in
 * for the processor's notification (never the payer, never the merchant).
 */
export const liveGateway: Gateway = simulatorGateway;

export const gatewayFor: GatewayFor = (livemode) => (livemode ? liveGateway : simulatorGateway);
