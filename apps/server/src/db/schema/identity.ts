import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timeCreated } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** 'default' | 'zh-CN' | 'en-US' (spec §3 preferences). */
    language: text('language').notNull().default('default'),
    timeZone: text('time_zone'),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    timeCreated: timeCreated(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);
