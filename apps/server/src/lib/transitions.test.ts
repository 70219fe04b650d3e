import { disputeStatuses, paymentStatuses, refundStatuses } from '@paydeck/contract/payin-types';
import { describe, expect, it } from 'vitest';
import { disputeTransitions } from '../modules/disputes/dispute-transitions.ts';
import { paymentTransitions } from '../modules/payments/payment-transitions.ts';
import { refundTransitions } from '../modules/refunds/refund-transitions.ts';
import { canMove, type TransitionTable } from './transitions.ts';

const movesOf = <S extends string>(table: TransitionTable<S>) =>
  Object.entries<readonly S[]>(table).flatMap(([from, tos]) => tos.map((to) => `${from} → ${to}`));

describe('status transition tables', () => {
  it('payments: the payer acts (pending), then it ends paid, partly paid, failed, canceled or expired', () => {
    expect(Object.keys(paymentTransitions).sort()).toEqual([...paymentStatuses].sort());
    expect(movesOf(paymentTransitions)).toEqual([
      'created → pending',
      'created → canceled',
      'created → expired',
      'pending → paid',
      'pending → under_paid',
      'pending → over_paid',
      'pending → failed',
      'pending → canceled',
      'pending → expired',
    ]);
    expect(canMove(paymentTransitions, 'created', 'paid')).toBe(false);
    expect(canMove(paymentTransitions, 'paid', 'canceled')).toBe(false);
    expect(canMove(paymentTransitions, 'expired', 'pending')).toBe(false);
  });

  it('refunds: pending, then refunded or failed, once', () => {
    expect(Object.keys(refundTransitions).sort()).toEqual([...refundStatuses].sort());
    expect(movesOf(refundTransitions)).toEqual(['pending → refunded', 'pending → failed']);
    expect(canMove(refundTransitions, 'failed', 'refunded')).toBe(false);
  });

  it('disputes: answered or accepted, decided, or withdrawn while open', () => {
    expect(Object.keys(disputeTransitions).sort()).toEqual([...disputeStatuses].sort());
    expect(movesOf(disputeTransitions)).toEqual([
      'needs_response → under_review',
      'needs_response → accepted',
      'needs_response → lost',
      'needs_response → resolved',
      'under_review → won',
      'under_review → lost',
      'under_review → resolved',
    ]);
    expect(canMove(disputeTransitions, 'needs_response', 'won')).toBe(false);
    expect(canMove(disputeTransitions, 'won', 'lost')).toBe(false);
  });
});
