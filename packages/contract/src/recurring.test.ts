import { describe, expect, it } from 'vitest';
import { mandate, mandateCreateBody, subscription, subscriptionCreateBody } from './recurring.ts';
import { maxIntervalCount } from './recurring-rules.ts';

const exampleOf = (schema: { meta: () => unknown }) => (schema.meta() as { example: unknown }).example;

describe('recurring contract (spec §3 mandate and subscription)', () => {
  it('documents a mandate and a subscription with examples that are their own shape', () => {
    expect(mandate.safeParse(exampleOf(mandate)).success).toBe(true);
    expect(subscription.safeParse(exampleOf(subscription)).success).toBe(true);
    expect(mandateCreateBody.safeParse(exampleOf(mandateCreateBody)).success).toBe(true);
    expect(subscriptionCreateBody.safeParse(exampleOf(subscriptionCreateBody)).success).toBe(true);
  });

  it('takes 1 to the documented maximum of charges, a positive amount and a known interval unit', () => {
    const body = (changes: object) => ({ ...(exampleOf(subscriptionCreateBody) as object), ...changes });
    const accepts = (changes: object) => subscriptionCreateBody.safeParse(body(changes)).success;
    expect(accepts({ interval_count: 1 })).toBe(true);
    expect(accepts({ interval_count: maxIntervalCount })).toBe(true);
    expect(accepts({ interval_count: 0 })).toBe(false);
    expect(accepts({ interval_count: maxIntervalCount + 1 })).toBe(false);
    expect(accepts({ interval_count: 1.5 })).toBe(false);
    expect(accepts({ amount: 0 })).toBe(false);
    expect(accepts({ interval_unit: 'fortnight' })).toBe(false);
    expect(accepts({ email: 'not an address' })).toBe(false);
  });
});
