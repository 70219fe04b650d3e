import type { DocumentType } from '@paydeck/contract/customer-rules';
import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { listIndex, timeCreated } from './columns.ts';
import { accounts } from './merchants.ts';

export type CustomerAddressColumn = {
  country: string | null;
  state: string | null;
  city: string | null;
  line1: string | null;
  line2: string | null;
  postal_code: string | null;
};

/** Spec §3 customer, per account and mode. */
export const customers = pgTable(
  'customers',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    id: text('id').primaryKey(),
    livemode: boolean('livemode').notNull(),
    reference: text('reference'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    company: text('company'),
    description: text('description'),
    email: text('email'),
    phone: text('phone'),
    country: text('country'),
    document: jsonb('document').$type<{ type: DocumentType; number: string }>(),
    birthDate: text('birth_date'),
    address: jsonb('address').$type<CustomerAddressColumn>(),
    timeCreated: timeCreated(),
    timeUpdated: timestamp('time_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [listIndex('customers_account_mode_time_idx', [t.accountId, t.livemode], t.timeCreated, t.id)],
);
