/**
 * Spec §5 bank account rules without zod, so the bank account form checks exactly what the server
 * does (bank-accounts.ts builds its schema on these) and names each rule in the same words.
 */

/** Upper-case English letters and digits, '.' and ',' , words separated by single spaces. */
export const beneficiaryNamePattern = /^[A-Z0-9.,]+( [A-Z0-9.,]+)*$/;
/** English only: letters, digits and - , . (so no '#'), words separated by spaces. */
export const beneficiaryAddressPattern = /^[A-Za-z0-9\-,.]+( [A-Za-z0-9\-,.]+)*$/;
/** ISO 9362: 4 letters (bank), 2 letters (country), 2 letters or digits (location), optional 3 (branch). */
export const swiftCodePattern = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
/** Letters and digits, with the spaces and dashes banks print (IBANs, grouped numbers). */
export const accountNumberPattern = /^[A-Za-z0-9][A-Za-z0-9 -]{2,39}$/;

export const bankTextMaxLength = 255;
export const bankCommentMaxLength = 500;

/**
 * The beneficiary name a company name asks for: upper case, single spaces. The bank account's
 * beneficiary must be the account's company (the merchant's name) written this way.
 */
export const beneficiaryNameOf = (companyName: string) => companyName.trim().replace(/\s+/g, ' ').toUpperCase();

export const isBeneficiaryName = (value: string) => beneficiaryNamePattern.test(value.trim());
export const isBeneficiaryAddress = (value: string) =>
  beneficiaryAddressPattern.test(value.trim()) && value.trim().length <= bankTextMaxLength;
export const isSwiftCode = (value: string) => swiftCodePattern.test(value.trim());
export const isAccountNumber = (value: string) => accountNumberPattern.test(value.trim());
