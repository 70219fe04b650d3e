import { paymentMethodStatuses } from '@paydeck/contract/payment-method-catalogue';
import { boolean, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './merchants.ts';

/**
 * An account's choice for one catalogue method in one mode. No row means the default: enabled
 * when the method serves one of the account's business types.
 */
export const accountPaymentMethods = pgTable(
  'account_payment_methods',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    livemode: boolean('livemode').notNull(),
    method: text('method').notNull(),
    status: text('status', { enum: paymentMethodStatuses }).notNull(),
    timeUpdated: timestamp('time_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.livemode, t.method] })],
);
