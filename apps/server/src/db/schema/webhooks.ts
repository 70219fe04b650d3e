import type { EventType } from '@paydeck/contract/event-types';
import {
  type EnabledEvent,
  type WebhookApiVersion,
  webhookDeliveryOrigins,
  webhookEndpointStatuses,
  webhookHistoryStatuses,
} from '@paydeck/contract/webhook-types';
import type { WebhookAttemptError } from '@paydeck/contract/webhooks';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { listIndex, timeCreated } from './columns.ts';
import { accounts } from './merchants.ts';

/**
 * Webhook endpoints (spec §3): where an account's events of one mode are posted. The signing
 * secret is kept sealed (lib/secret-box.ts): it must be read back to sign, unlike an API key.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    id: text('id').primaryKey(),
    livemode: boolean('livemode').notNull(),
    url: text('url').notNull(),
    description: text('description'),
    enabledEvents: jsonb('enabled_events').$type<EnabledEvent[]>().notNull(),
    apiVersion: text('api_version').$type<WebhookApiVersion>().notNull(),
    status: text('status', { enum: webhookEndpointStatuses }).notNull().default('enabled'),
    disabledReason: text('disabled_reason', { enum: ['merchant', 'failing'] }),
    secretSealed: text('secret_sealed').notNull(),
    previousSecretSealed: text('previous_secret_sealed'),
    timePreviousSecretExpires: timestamp('time_previous_secret_expires', { withTimezone: true }),
    /** Since when every attempt to it has failed; cleared by a success. */
    timeFailingSince: timestamp('time_failing_since', { withTimezone: true }),
    timeCreated: timeCreated(),
    timeUpdated: timestamp('time_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [listIndex('webhook_endpoints_account_mode_time_idx', [t.accountId, t.livemode], t.timeCreated, t.id)],
);

/**
 * What is to be sent to an endpoint: one event (or a test event, a resend, a replay) with its
 * body frozen when queued, so every attempt sends the same bytes under the same `webhook-id`.
 * `time_next_attempt` is null once it succeeded or ran out of attempts.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    id: text('id').primaryKey(),
    livemode: boolean('livemode').notNull(),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').$type<EventType>().notNull(),
    objectId: text('object_id'),
    origin: text('origin', { enum: webhookDeliveryOrigins }).notNull(),
    payload: text('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    timeFirstAttempt: timestamp('time_first_attempt', { withTimezone: true }),
    /** Due from then; while a worker sends it, the end of its claim. */
    timeNextAttempt: timestamp('time_next_attempt', { withTimezone: true }),
    succeeded: boolean('succeeded').notNull().default(false),
    timeCreated: timeCreated(),
  },
  (t) => [
    // An event is queued to an endpoint once, however often its consumer is handed it.
    uniqueIndex('webhook_deliveries_event_key').on(t.endpointId, t.eventId).where(sql`origin = 'event'`),
    index('webhook_deliveries_due_idx').on(t.timeNextAttempt).where(sql`time_next_attempt is not null`),
  ],
);

/** Spec §3 webhook history: one row per attempt, never changed. */
export const webhookHistories = pgTable(
  'webhook_histories',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    id: text('id').primaryKey(),
    livemode: boolean('livemode').notNull(),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    deliveryId: text('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').$type<EventType>().notNull(),
    objectId: text('object_id'),
    origin: text('origin', { enum: webhookDeliveryOrigins }).notNull(),
    attempt: integer('attempt').notNull(),
    notifyUrl: text('notify_url').notNull(),
    status: text('status', { enum: webhookHistoryStatuses }).notNull(),
    requestHeaders: jsonb('request_headers').$type<Record<string, string>>().notNull(),
    responseCode: integer('response_code'),
    responseHeaders: jsonb('response_headers').$type<Record<string, string>>(),
    responseBody: text('response_body'),
    error: text('error').$type<WebhookAttemptError>(),
    durationMs: integer('duration_ms').notNull(),
    timeCreated: timeCreated(),
  },
  (t) => [
    listIndex('webhook_histories_account_mode_time_idx', [t.accountId, t.livemode], t.timeCreated, t.id),
    listIndex(
      'webhook_histories_account_mode_endpoint_time_idx',
      [t.accountId, t.livemode, t.endpointId],
      t.timeCreated,
      t.id,
    ),
    index('webhook_histories_delivery_idx').on(t.deliveryId),
  ],
);
