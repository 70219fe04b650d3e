import type { Executor } from '../../db/client.ts';
import {
  type AmountShift,
  lockPayment,
  lockPaymentById,
  type PaymentRow,
  shiftPaymentAmounts,
} from './payments.repository.ts';

// The payment's money columns have one owner, this file (docs/architecture.md "Boundaries"):
// refunds and disputes lock the payment here, check their own rules against `remainderOf`, and move
// its amounts through the named operations below, in the transaction that writes their ledger
// entries. Nothing outside the payments module writes a payment row.

/** A payment as refunds and disputes read it (locked). */
export type { PaymentRow };

type Amounts = Pick<PaymentRow, 'amountPaid' | 'amountRefunded' | 'amountRefundPending' | 'amountDisputeLost'>;

/**
 * What is left of a paid payment: what arrived less refunds (done or pending) and disputes
 * lost. Refunds and disputes draw on this, with the payment row locked.
 */
export const remainderOf = (payment: Amounts) =>
  payment.amountPaid - payment.amountRefunded - payment.amountRefundPending - payment.amountDisputeLost;

/**
 * Locks one payment of the account and mode until the transaction ends, before its refund or
 * dispute (the lock order of every writer), so its amounts change one writer at a time.
 */
export const lockPaymentInMode = (tx: Executor, accountId: string, livemode: boolean, id: string) =>
  lockPayment(tx, accountId, livemode, id);

/** The same by id alone: for a refund or dispute already found in its mode, and for the sweeps. */
export const lockPaymentOf = (tx: Executor, id: string) => lockPaymentById(tx, id);

/** Moves the amounts; a move that would overdraw the payment is a bug, and rolls its transaction back. */
const shift = async (tx: Executor, payment: PaymentRow, change: AmountShift) => {
  const moved = await shiftPaymentAmounts(tx, payment.id, change);
  if (remainderOf(moved) < 0 || moved.amountRefundPending < 0) {
    throw new Error(`payment ${payment.id} would be overdrawn by ${JSON.stringify(change)}`);
  }
  return moved;
};

/** A new refund holds its amount as pending, no longer refundable. */
export const reserveRefund = (tx: Executor, payment: PaymentRow, amount: number) =>
  shift(tx, payment, { refundPending: amount });

/** The processor refunded it: the pending amount becomes refunded. */
export const completeRefund = (tx: Executor, payment: PaymentRow, amount: number) =>
  shift(tx, payment, { refundPending: -amount, refunded: amount });

/** The refund failed: its pending amount is refundable again. */
export const releaseRefund = (tx: Executor, payment: PaymentRow, amount: number) =>
  shift(tx, payment, { refundPending: -amount });

/**
 * A dispute opened for at most what is left: the payment is marked disputed. Its amount leaves the
 * balance through the dispute's ledger entry; it leaves the remainder only if the dispute is lost.
 */
export const withdrawForDispute = (tx: Executor, payment: PaymentRow, amount: number) => {
  if (amount > remainderOf(payment)) throw new Error(`dispute of ${amount} exceeds what is left of ${payment.id}`);
  return shift(tx, payment, { disputed: true });
};

/** A dispute accepted or lost: its amount stays with the payer and is no longer refundable. */
export const loseDispute = (tx: Executor, payment: PaymentRow, amount: number) =>
  shift(tx, payment, { disputeLost: amount });
