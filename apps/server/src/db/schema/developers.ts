import { apiKeyTypes } from '@paydeck/contract/api-key-types';
import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { listIndex, timeCreated } from './columns.ts';
import { accounts } from './merchants.ts';

/**
 * API keys (spec §3 "API key"): per account and mode one current publishable and one current
 * secret key; rolled keys keep working until `time_expired`. Only the SHA-256 of a key is kept;
 * a publishable key is public, so it is also kept in full to be listed.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    id: text('id').primaryKey(),
    livemode: boolean('livemode').notNull(),
    type: text('type', { enum: apiKeyTypes }).notNull(),
    tokenHash: text('token_hash').notNull(),
    publishableKey: text('publishable_key'),
    /** The last 4 characters, to show a secret key masked. */
    lastFour: text('last_four').notNull(),
    timeCreated: timeCreated(),
    /** Set when the key is rolled: a newer key of the same type and mode replaced it. */
    timeRolled: timestamp('time_rolled', { withTimezone: true }),
    timeExpired: timestamp('time_expired', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_token_hash_key').on(t.tokenHash),
    listIndex('api_keys_account_mode_time_idx', [t.accountId, t.livemode], t.timeCreated, t.id),
    // One current key per type and mode: concurrent creations or rolls can't both win.
    uniqueIndex('api_keys_current_key').on(t.accountId, t.livemode, t.type).where(sql`time_rolled is null`),
  ],
);
