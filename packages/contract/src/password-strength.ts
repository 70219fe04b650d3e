import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import type { FieldMessageKey } from './errors.ts';

/** Why a password that meets the policy is still refused. */
export type PasswordStrengthProblem = Extract<FieldMessageKey, 'password_common' | 'password_contains_email'>;

/** zxcvbn's score (0–4) a new password needs: 3 is "safely unguessable" against an online attack. */
export const minPasswordScore = 3;

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * zxcvbn-ts with its common-password dictionary (~1 MB), imported on first use: the web asks for
 * it only once a password is typed, so no page's first load carries it.
 */
export const loadPasswordEstimator = (): Promise<ZxcvbnFactory> => {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) =>
      new core.ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs }),
  );
  return estimator;
};

/** The part of an address before the @, lowercased; shorter than 3 characters it is not checked. */
const localPartOf = (email: string): string => {
  const local = email.slice(0, email.lastIndexOf('@') === -1 ? email.length : email.lastIndexOf('@')).toLowerCase();
  return [...local].length >= 3 ? local : '';
};

/**
 * The rule both apps apply to a new password: refused when it contains the email's local part
 * (case-insensitive), or when zxcvbn, knowing the email, scores it below 3 (common and breached
 * passwords, keyboard walks, dates and their variants).
 */
export const passwordStrengthProblem = (
  zxcvbn: ZxcvbnFactory,
  password: string,
  email: string,
): PasswordStrengthProblem | null => {
  const local = localPartOf(email);
  if (local && password.toLowerCase().includes(local)) return 'password_contains_email';
  return zxcvbn.check(password, [email, local].filter(Boolean)).score < minPasswordScore ? 'password_common' : null;
};
