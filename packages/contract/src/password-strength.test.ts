import { describe, expect, it } from 'vitest';
import { fieldMessages } from './errors.ts';
import { loadPasswordEstimator, passwordStrengthProblem } from './password-strength.ts';

describe('password strength rule', () => {
  it('refuses common breached passwords that meet the character policy', async () => {
    const zxcvbn = await loadPasswordEstimator();
    for (const password of ['Password1!', 'Qwerty123!', 'Welcome1!', 'P@ssw0rd1'])
      expect(passwordStrengthProblem(zxcvbn, password, 'ana@example.com'), password).toBe('password_common');
  });

  it("refuses a password containing the email's local part, whatever its case", async () => {
    const zxcvbn = await loadPasswordEstimator();
    expect(passwordStrengthProblem(zxcvbn, 'Xx#Owner.Smith#2026', 'owner.smith@example.com')).toBe(
      'password_contains_email',
    );
    // Local parts under 3 characters are not checked on their own.
    expect(passwordStrengthProblem(zxcvbn, 'Sunrise#2026jo', 'jo@example.com')).toBeNull();
  });

  it('accepts the demo and test passwords', async () => {
    const zxcvbn = await loadPasswordEstimator();
    for (const password of ['Paydeck#2026', 'Sunrise#2026', 'Tr0ub4dor&3', 'Correct#Horse9'])
      expect(passwordStrengthProblem(zxcvbn, password, 'owner@example.com'), password).toBeNull();
  });

  it('has its reasons in both languages', () => {
    for (const key of ['password_common', 'password_contains_email'] as const) {
      expect(fieldMessages['en-US'][key]).toBeTruthy();
      expect(fieldMessages['zh-CN'][key]).toBeTruthy();
    }
  });
});
