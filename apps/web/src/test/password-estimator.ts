import { beforeAll } from 'vitest';

/**
 * Loads zxcvbn and its dictionary before a file's tests: the password fields import them at the
 * first check, which on a busy machine takes longer than a test's own steps are given, and then
 * the first test to type a password timed out waiting for a message that was still coming.
 */
export const warmPasswordEstimator = () =>
  beforeAll(async () => {
    const { loadPasswordEstimator } = await import('@paydeck/contract/password-strength');
    await loadPasswordEstimator();
  }, 60_000);
