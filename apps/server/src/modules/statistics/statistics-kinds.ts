import type { EventType } from '@paydeck/contract/event-types';
import type { Event } from '@paydeck/contract/events';
import type { StatisticsKind } from '../../db/schema/statistics.ts';

/** One bucket's share of an event: `time` is Unix seconds. */
export type BucketAddition = {
  kind: StatisticsKind;
  time: number;
  currency: string;
  paymentMethod: string;
  amount: number;
};

/**
 * The events that move a figure, each at most once per object: a payment's paid, under- and
 * over-paid, failed and expired states are final (payment-transitions.ts), as are a refund's
 * refunded, a payout's succeeded and a settlement's paid; a dispute is counted when it opens.
 */
export const statisticsEventTypes = [
  'payment.succeeded',
  'payment.under_paid',
  'payment.over_paid',
  'payment.failed',
  'payment.expired',
  'refund.succeeded',
  'dispute.created',
  'payout.succeeded',
  'settlement.paid',
] as const satisfies readonly EventType[];

/**
 * What an event adds, read from the object it carries; the rebuild (statistics.repository.ts)
 * reads the same times and amounts from the source tables. A failed or expired payment keeps no
 * time of its end, so both take the event's time, and the rebuild reads those events.
 */
export const additionOf = ({ type, data, time_created: eventTime }: Event): BucketAddition | null => {
  if (data.object === 'payment') {
    const base = { currency: data.currency, paymentMethod: data.payment_method };
    if (type === 'payment.failed' || type === 'payment.expired') {
      return { ...base, kind: 'failed', time: eventTime, amount: data.amount };
    }
    if (data.time_paid === null) return null;
    return { ...base, kind: 'payment', time: data.time_paid, amount: data.amount_paid };
  }
  if (data.object === 'refund' && data.time_refunded !== null) {
    const base = { currency: data.currency, paymentMethod: data.payment_method, amount: data.amount };
    return { ...base, kind: 'refund', time: data.time_refunded };
  }
  if (data.object === 'dispute') {
    const base = { currency: data.currency, paymentMethod: data.payment_method, amount: data.amount };
    return { ...base, kind: 'dispute', time: data.time_created };
  }
  if (data.object === 'payout' && data.time_succeeded !== null) {
    return {
      kind: 'payout',
      time: data.time_succeeded,
      currency: data.currency,
      paymentMethod: '',
      amount: data.amount,
    };
  }
  if (data.object === 'settlement' && data.livemode && data.time_closed !== null) {
    const net = data.amount - data.fee;
    return { kind: 'settlement', time: data.time_closed, currency: data.currency, paymentMethod: '', amount: net };
  }
  return null;
};
