/**
 * The one email rule both apps apply: at most 254 characters (RFC 5321), a local part without
 * leading, trailing or doubled dots, and a dotted domain with a 2+ letter top-level label.
 * Plain code (no zod) so the sign-in page can use it without shipping a schema library.
 */
export const emailMaxLength = 254;
export const emailPattern =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

export const isValidEmail = (value: string): boolean => value.length <= emailMaxLength && emailPattern.test(value);
