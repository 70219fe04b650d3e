import type { PaymentRow } from './payments.repository.ts';

type Amounts = Pick<PaymentRow, 'amountPaid' | 'amountRefunded' | 'amountRefundPending' | 'amountDisputeLost'>;

/**
 * What is left of a paid payment: what arrived less refunds (done or pending) and disputes
 * lost. Refunds and disputes draw on this, with the payment row locked.
 */
export const remainderOf = (payment: Amounts) =>
  payment.amountPaid - payment.amountRefunded - payment.amountRefundPending - payment.amountDisputeLost;
