/**
 * The first element of every area's query keys. Each area's key factory starts from its root here,
 * and a change that stales another area's caches invalidates that area's root from here too:
 * features don't import each other's factories, so the roots live in lib/.
 */
export const queryRoots = {
  account: ['account'],
  accountSettings: ['accountSettings'],
  balanceTransactions: ['balanceTransactions'],
  checkout: ['checkout'],
  customers: ['customers'],
  developers: ['developers'],
  disputes: ['disputes'],
  gettingStarted: ['gettingStarted'],
  merchant: ['merchant'],
  operations: ['operations'],
  paymentMethods: ['paymentMethods'],
  payments: ['payments'],
  profile: ['profile'],
  reference: ['reference'],
  refunds: ['refunds'],
  shell: ['shell'],
  signIn: ['signIn'],
  team: ['team'],
  testPayment: ['testPayment'],
  user: ['user'],
} as const;

/** The mode part of a key for per-mode data, so live and test caches never mix. */
export const modeKey = (livemode: boolean) => (livemode ? 'live' : 'test');
