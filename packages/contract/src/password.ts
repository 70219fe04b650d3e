/** Password policy of spec §5: 8–256 characters with a letter, a digit and a special character. */
export const passwordMinLength = 8;
export const passwordMaxLength = 256;

export type PasswordProblem = 'too_short' | 'too_long' | 'needs_letter' | 'needs_digit' | 'needs_special';

export const passwordProblems = (password: string): PasswordProblem[] => {
  const problems: PasswordProblem[] = [];
  const length = [...password].length;
  if (length < passwordMinLength) problems.push('too_short');
  if (length > passwordMaxLength) problems.push('too_long');
  if (!/\p{L}/u.test(password)) problems.push('needs_letter');
  if (!/\p{Nd}/u.test(password)) problems.push('needs_digit');
  if (!/[^\p{L}\p{Nd}\s]/u.test(password)) problems.push('needs_special');
  return problems;
};

export const isValidPassword = (password: string): boolean => passwordProblems(password).length === 0;
