/**
 * An account number as lists show it: its last four letters or digits after a mask
 * ("004-123456-001" → "•••• 6001"), enough to tell accounts apart without showing the number.
 */
export const maskedAccountNumber = (accountNumber: string) => {
  const tail = accountNumber.replace(/[^A-Za-z0-9]/g, '').slice(-4);
  return `•••• ${tail}`;
};

/** A rate between two currencies as people read it: "1 HKD = 0.128 USD". */
export const rateText = (from: string, to: string, rate: string) => `1 ${from} = ${rate} ${to}`;

/** A bank account in one line: its bank, currency and masked number. */
export const bankAccountLabel = (account: { bankName: string; accountNumber: string; currency: string }) =>
  `${account.bankName} · ${account.currency} ${maskedAccountNumber(account.accountNumber)}`;
