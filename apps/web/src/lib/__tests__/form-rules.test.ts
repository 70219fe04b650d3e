import { isValidEmail } from '@paydeck/contract/email';
import { describe, expect, it } from 'vitest';
import { contractRule } from '../form-rules.ts';

const validate = (value: unknown) => {
  const rule = contractRule(isValidEmail, 'Please enter a valid email address');
  if (typeof rule !== 'object' || !rule.validator) throw new Error('expected a validator rule');
  return rule.validator({}, value, () => undefined);
};

describe('contractRule', () => {
  it("applies the contract's check with the given message", async () => {
    await expect(validate('merchant@example.com')).resolves.toBeUndefined();
    await expect(validate('not-an-email')).rejects.toThrow('Please enter a valid email address');
  });

  it('leaves empty values to the required rule', async () => {
    await expect(validate('')).resolves.toBeUndefined();
    await expect(validate(undefined)).resolves.toBeUndefined();
  });
});
