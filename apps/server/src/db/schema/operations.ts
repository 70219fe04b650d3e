import { operationActions, operationSourceTypes } from '@paydeck/contract/operation-types';
import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { listIndex, timeCreated } from './columns.ts';
import { users } from './identity.ts';
import { accounts } from './merchants.ts';

/**
 * The activity log (spec §3 "Operation log"): one row per mutating dashboard action, written in
 * the transaction of the change, and per refused attempt. No code path updates or deletes a row
 * (the demo reset aside, which removes the demo's own rows).
 */
export const operationLogs = pgTable(
  'operation_logs',
  {
    /** Null for the user's own security changes (2FA), which belong to no account. */
    accountId: text('account_id').references(() => accounts.id),
    id: text('id').primaryKey(),
    operatorUserId: text('operator_user_id')
      .notNull()
      .references(() => users.id),
    operatorEmail: text('operator_email').notNull(),
    /** An operator's admin session did it: logged as an administrator's act. */
    admin: boolean('admin').notNull().default(false),
    /** The name at the time, so the log reads the same after a rename. */
    accountName: text('account_name'),
    action: text('action', { enum: operationActions }).notNull(),
    sourceType: text('source_type', { enum: operationSourceTypes }).notNull(),
    sourceId: text('source_id'),
    description: text('description').notNull().default(''),
    ip: text('ip').notNull(),
    refused: boolean('refused').notNull().default(false),
    timeCreated: timeCreated(),
  },
  (t) => [
    listIndex('operation_logs_account_time_idx', [t.accountId], t.timeCreated, t.id),
    listIndex('operation_logs_operator_time_idx', [t.operatorUserId], t.timeCreated, t.id),
  ],
);
