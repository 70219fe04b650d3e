import { describe, expect, it } from 'vitest';
import {
  disputeEventOfStatus,
  eventTypes,
  mandateEventOfStatus,
  paymentEventOfStatus,
  payoutEventOfStatus,
  refundEventOfStatus,
  settlementEventOfStatus,
  subscriptionEventOfStatus,
} from './event-types.ts';

describe('event types', () => {
  const mapped = [
    paymentEventOfStatus,
    refundEventOfStatus,
    disputeEventOfStatus,
    settlementEventOfStatus,
    payoutEventOfStatus,
    mandateEventOfStatus,
    subscriptionEventOfStatus,
  ].flatMap((map) => Object.values(map));

  it('are exactly the types some status maps to: none unreachable, none unlisted', () => {
    expect(new Set(mapped)).toEqual(new Set(eventTypes));
  });

  it("use spec §3's webhook names for what it names", () => {
    expect(paymentEventOfStatus.paid).toBe('payment.succeeded');
    expect(paymentEventOfStatus.failed).toBe('payment.failed');
    expect(refundEventOfStatus.refunded).toBe('refund.succeeded');
    expect([payoutEventOfStatus.succeeded, payoutEventOfStatus.canceled, payoutEventOfStatus.failed]).toEqual([
      'payout.succeeded',
      'payout.canceled',
      'payout.failed',
    ]);
    expect([mandateEventOfStatus.succeeded, mandateEventOfStatus.canceled]).toEqual([
      'mandate.succeeded',
      'mandate.canceled',
    ]);
    expect([
      subscriptionEventOfStatus.created,
      subscriptionEventOfStatus.canceled,
      subscriptionEventOfStatus.completed,
    ]).toEqual(['subscription.created', 'subscription.canceled', 'subscription.completed']);
  });

  it("name each type after its object's kind", () => {
    for (const [kind, map] of [
      ['payment', paymentEventOfStatus],
      ['refund', refundEventOfStatus],
      ['dispute', disputeEventOfStatus],
      ['settlement', settlementEventOfStatus],
      ['payout', payoutEventOfStatus],
      ['mandate', mandateEventOfStatus],
      ['subscription', subscriptionEventOfStatus],
    ] as const) {
      for (const type of Object.values(map)) expect(type.startsWith(`${kind}.`)).toBe(true);
    }
  });
});
