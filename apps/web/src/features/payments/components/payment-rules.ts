import {
  openDisputeStatuses,
  openPaymentStatuses,
  type PaymentStatus,
  paidPaymentStatuses,
} from '@paydeck/contract/payin-types';
import type { PaymentDetailRow } from '../api/get-payment.ts';

const includes = <T extends string>(values: readonly T[], value: string) =>
  (values as readonly string[]).includes(value);

type Facts = Pick<PaymentDetailRow, 'status' | 'amountRefundable' | 'disputes'>;

/** The payer can still pay it, so the merchant can still cancel it (created or pending). */
export const isCancelable = (status: PaymentStatus) => includes(openPaymentStatuses, status);

/** Money arrived and some is left: it can be refunded (and, in test mode, disputed). */
export const hasRemainder = (payment: Facts) =>
  includes(paidPaymentStatuses, payment.status) && payment.amountRefundable > 0;

/** A dispute still open holds refunds and new disputes back until it closes (the server refuses them). */
export const hasOpenDispute = (payment: Facts) =>
  payment.disputes.some((dispute) => includes(openDisputeStatuses, dispute.status));
