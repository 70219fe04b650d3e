import { describe, expect, it } from 'vitest';
import { disputeCreateBody } from './disputes.ts';
import { disputeDescriptionMaxLength } from './payin-types.ts';

describe('test-mode dispute body', () => {
  it('takes a description up to the shared limit (the web dialog counts to the same)', () => {
    const body = (description: string) => ({ livemode: 0, reason: 'product_not_received', description });
    expect(disputeCreateBody.safeParse(body('x'.repeat(disputeDescriptionMaxLength))).success).toBe(true);
    expect(disputeCreateBody.safeParse(body('x'.repeat(disputeDescriptionMaxLength + 1))).success).toBe(false);
  });
});
