import type { LoginOutcome } from '@paydeck/contract/identity-rules';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { listIndex, timeCreated } from './columns.ts';

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
    /** TOTP secret, encrypted (lib/secret-box); set once 2FA is on. */
    mfaSecret: text('mfa_secret'),
    /** Secret shown as a QR code, waiting for its first code to turn 2FA on. */
    mfaPendingSecret: text('mfa_pending_secret'),
    mfaEnabledAt: timestamp('mfa_enabled_at', { withTimezone: true }),
    /** The last TOTP time step accepted: a code is good once, so only later steps pass. */
    mfaLastStep: bigint('mfa_last_step', { mode: 'number' }),
    timeCreated: timeCreated(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

/** The key `users_email_key` compares: one address, whatever its case. Modules match emails on it. */
export const emailKey = (email: string) => email.trim().toLowerCase();

/** Bearer sessions: only the SHA-256 of the 256-bit token is kept, so a database leak signs no one in. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /** Opened through an operator's admin link: everything it does is an administrator's act. */
    admin: boolean('admin').notNull().default(false),
    selectedAccountId: text('selected_account_id'),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    timeCreated: timeCreated(),
    timeExpired: timestamp('time_expired', { withTimezone: true }).notNull(),
    timeRevoked: timestamp('time_revoked', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const userTokenPurposes = ['confirm_email', 'password_reset', 'admin_login', 'mfa_login'] as const;
export type UserTokenPurpose = (typeof userTokenPurposes)[number];

/** One-time tokens (emailed links, admin links, the 2FA step of a sign-in), stored hashed. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose', { enum: userTokenPurposes }).notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /** Purpose-specific facts, e.g. "remember" for a pending 2FA sign-in. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    timeCreated: timeCreated(),
    timeExpired: timestamp('time_expired', { withTimezone: true }).notNull(),
    timeUsed: timestamp('time_used', { withTimezone: true }),
  },
  (t) => [uniqueIndex('user_tokens_token_hash_key').on(t.tokenHash), index('user_tokens_user_idx').on(t.userId)],
);

/**
 * 2FA recovery codes: ten per user while 2FA is on, each good once. Only the SHA-256 of a code is
 * kept (a code has ~50 random bits and is tried online only, so a fast hash is enough).
 */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    timeCreated: timeCreated(),
    timeUsed: timestamp('time_used', { withTimezone: true }),
  },
  (t) => [uniqueIndex('mfa_recovery_codes_user_hash_key').on(t.userId, t.codeHash)],
);

/**
 * Failed sign-ins per email address (lower-cased), whether or not a user has it: an unknown
 * address locks exactly like a real one, so lockouts reveal nothing.
 */
export const loginFailures = pgTable('login_failures', {
  emailKey: text('email_key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  timeLocked: timestamp('time_locked', { withTimezone: true }),
  timeUnlocked: timestamp('time_unlocked', { withTimezone: true }),
  timeUpdated: timestamp('time_updated', { withTimezone: true }).notNull().defaultNow(),
});

export const loginHistories = pgTable(
  'login_histories',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    id: text('id').primaryKey(),
    /** The device, in no language (API answers put it in the reader's): null browser is an unknown device. */
    browser: text('browser'),
    os: text('os'),
    formFactor: text('form_factor').$type<'mobile' | 'tablet'>(),
    ip: text('ip').notNull(),
    outcome: text('outcome').$type<LoginOutcome>().notNull(),
    admin: boolean('admin').notNull().default(false),
    timeCreated: timeCreated(),
  },
  (t) => [listIndex('login_histories_user_time_idx', [t.userId], t.timeCreated, t.id)],
);

/** Every email Paydeck sends; with no SMTP server configured this table is the outbox to read. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: text('id').primaryKey(),
    recipient: text('recipient').notNull(),
    locale: text('locale').notNull(),
    template: text('template').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    timeCreated: timeCreated(),
    timeSent: timestamp('time_sent', { withTimezone: true }),
  },
  (t) => [index('email_outbox_unsent_idx').on(t.timeSent, t.timeCreated)],
);
