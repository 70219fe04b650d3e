import { describe, expect, it } from 'vitest';
import { refundAmountIssue, refundExcessText } from './refund-rules.ts';

describe('refund amount rule (spec §5)', () => {
  it('refuses zero and more than the remainder, saying by how much', () => {
    expect(refundAmountIssue(0, 1_000)).toEqual({ code: 'refund_amount_zero' });
    expect(refundAmountIssue(1_050, 1_000)).toEqual({ code: 'refund_amount_exceeded', excess: 50 });
    expect(refundAmountIssue(1_000, 1_000)).toBeNull();
    expect(refundAmountIssue(1, 1_000)).toBeNull();
  });

  it('names the excess with the currency code and its exact major amount', () => {
    expect(refundExcessText(50, 'HKD')).toBe('HKD 0.50');
    expect(refundExcessText(1_234, 'JPY')).toBe('JPY 1234');
  });
});
