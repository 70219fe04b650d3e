import { z } from 'zod';
import { rollExpiries } from './api-key-types.ts';
import { envelope, listPage, listQuery } from './envelope.ts';
import { eventTypes } from './event-types.ts';
import { atLeastOneField } from './field-rules.ts';
import { livemodeBodyField, merchantApiQuery } from './merchant-api.ts';
import { idParams, unixSeconds } from './payin-fields.ts';
import {
  enabledEventChoices,
  webhookApiVersions,
  webhookDeliveryOrigins,
  webhookDescriptionMax,
  webhookEndpointStatuses,
  webhookHistoryStatuses,
  webhookUrlMax,
} from './webhook-types.ts';

/** Spec §3 webhook endpoint: url, description, enabled events, API version (the secret is revealed on its own). */
export const webhookEndpoint = z
  .object({
    id: z.string(),
    object: z.literal('webhook_endpoint'),
    livemode: z.boolean(),
    url: z.string(),
    description: z.string().nullable(),
    enabled_events: z.array(z.enum(enabledEventChoices)).meta({ description: '`*` is every event type.' }),
    api_version: z.enum(webhookApiVersions),
    status: z.enum(webhookEndpointStatuses),
    disabled_reason: z
      .enum(['merchant', 'failing'])
      .nullable()
      .meta({ description: '`failing`: every attempt failed for 3 days, so Paydeck disabled it.' }),
    time_secret_rolled_expires: unixSeconds
      .nullable()
      .meta({ description: 'While the previous secret still signs (after a roll), until when.' }),
    time_created: unixSeconds,
    time_updated: unixSeconds,
  })
  .meta({
    id: 'WebhookEndpoint',
    example: {
      id: 'we_3Jd8Kx2Nq7Lm4Rt9Wz1Yc6Hb',
      object: 'webhook_endpoint',
      livemode: false,
      url: 'https://shop.example.com/paydeck/webhooks',
      description: 'Order fulfilment',
      enabled_events: ['payment.succeeded', 'refund.succeeded'],
      api_version: '2026-11-01',
      status: 'enabled',
      disabled_reason: null,
      time_secret_rolled_expires: null,
      time_created: 1767225600,
      time_updated: 1767225600,
    },
  });
export type WebhookEndpoint = z.output<typeof webhookEndpoint>;
export const webhookEndpointEnvelope = envelope(webhookEndpoint);
export const webhookEndpointListEnvelope = envelope(listPage(webhookEndpoint));
export const webhookEndpointParams = idParams('we_3Jd8Kx2Nq7Lm4Rt9Wz1Yc6Hb');

export const webhookEndpointListQuery = merchantApiQuery.extend(listQuery.pick({ page: true, per_page: true }).shape);
export type WebhookEndpointListQuery = z.infer<typeof webhookEndpointListQuery>;

/** Spec §5: URL required and valid (https in live mode, checked by the server against the mode). */
const endpointUrl = z.url({ protocol: /^https?$/ }).max(webhookUrlMax);
const enabledEvents = z.array(z.enum(enabledEventChoices)).min(1).max(enabledEventChoices.length);
const description = z.string().trim().max(webhookDescriptionMax);

export const webhookEndpointCreateBody = z
  .object({
    livemode: livemodeBodyField,
    url: endpointUrl.meta({ description: 'Where events are posted. Live endpoints must use https.' }),
    description: description.nullable().optional(),
    enabled_events: enabledEvents.meta({ description: 'At least one event type, or `*` for all of them.' }),
    api_version: z.enum(webhookApiVersions).optional().meta({ description: 'Default: the latest.' }),
  })
  .meta({
    id: 'WebhookEndpointCreateBody',
    example: { url: 'https://shop.example.com/paydeck/webhooks', enabled_events: ['payment.succeeded'] },
  });
export type WebhookEndpointCreateBody = z.input<typeof webhookEndpointCreateBody>;

export const webhookEndpointUpdateBody = atLeastOneField(
  z.object({
    livemode: livemodeBodyField,
    url: endpointUrl.optional(),
    description: description.nullable().optional(),
    enabled_events: enabledEvents.optional(),
    api_version: z.enum(webhookApiVersions).optional(),
    status: z.enum(webhookEndpointStatuses).optional().meta({ description: 'Enable or disable the endpoint.' }),
  }),
  ['livemode'],
).meta({ id: 'WebhookEndpointUpdateBody', example: { status: 'disabled' } });
export type WebhookEndpointUpdateBody = z.input<typeof webhookEndpointUpdateBody>;

export const webhookActionBody = z.object({ livemode: livemodeBodyField }).meta({ id: 'WebhookActionBody' });

/** The signing secret, revealed on demand (each reveal is in the activity log). */
export const webhookSecret = z
  .object({
    secret: z.string().meta({ description: '`whsec_` and base64 of 32 random bytes (Standard Webhooks).' }),
    previous_secret: z.string().nullable().meta({ description: 'After a roll, the old secret that still signs.' }),
    time_previous_secret_expires: unixSeconds.nullable(),
  })
  .meta({ id: 'WebhookSecret' });
export type WebhookSecret = z.output<typeof webhookSecret>;
export const webhookSecretEnvelope = envelope(webhookSecret);

export const webhookSecretRollBody = z
  .object({
    livemode: livemodeBodyField,
    expires_in: z
      .enum(rollExpiries)
      .meta({ description: 'How long the old secret keeps signing beside the new one: now, 1 h, 24 h or 7 days.' }),
  })
  .meta({ id: 'WebhookSecretRollBody', example: { expires_in: '24h' } });
export type WebhookSecretRollBody = z.input<typeof webhookSecretRollBody>;

export const webhookTestBody = z
  .object({
    livemode: livemodeBodyField,
    type: z.enum(eventTypes).meta({ description: 'The event type to send, with a sample object.' }),
  })
  .meta({ id: 'WebhookTestBody', example: { type: 'payment.succeeded' } });
export type WebhookTestBody = z.input<typeof webhookTestBody>;

/** A delivery queued to one endpoint: its attempts appear in the webhook histories. */
export const webhookQueued = z
  .object({ delivery_id: z.string(), endpoint_id: z.string(), event_id: z.string() })
  .meta({ id: 'WebhookQueued' });
export const webhookQueuedEnvelope = envelope(webhookQueued);

/** Why an attempt got no answer: refused before connecting, or the connection failed or timed out. */
export const webhookAttemptErrors = ['address_blocked', 'dns_failed', 'connection_failed', 'timeout'] as const;
export type WebhookAttemptError = (typeof webhookAttemptErrors)[number];

const headers = z.record(z.string(), z.string());

/** Spec §3 webhook history: one attempt to deliver an event to an endpoint. */
export const webhookHistory = z
  .object({
    id: z.string(),
    object: z.literal('webhook_history'),
    livemode: z.boolean(),
    endpoint_id: z.string(),
    delivery_id: z.string(),
    event_id: z.string().meta({ description: 'The `webhook-id` header: the same for every attempt of a delivery.' }),
    event_type: z.enum(eventTypes),
    object_id: z.string().nullable(),
    origin: z.enum(webhookDeliveryOrigins),
    attempt: z.number().int().positive(),
    request_method: z.literal('POST'),
    notify_url: z.string(),
    status: z.enum(webhookHistoryStatuses),
    request_headers: headers,
    payload: z.string().meta({ description: 'The body as sent (truncated in lists).' }),
    response_code: z.number().int().nullable(),
    response_headers: headers.nullable(),
    response_body: z.string().nullable().meta({ description: 'The first 16 KB (truncated further in lists).' }),
    error: z.enum(webhookAttemptErrors).nullable(),
    duration_ms: z.number().int().nonnegative(),
    time_created: unixSeconds,
  })
  .meta({ id: 'WebhookHistory' });
export type WebhookHistory = z.output<typeof webhookHistory>;
export const webhookHistoryEnvelope = envelope(webhookHistory);
export const webhookHistoryListEnvelope = envelope(listPage(webhookHistory));
export const webhookHistoryParams = idParams('wh_8Lq2Xz5Nm9Kd3Rb7Wc1Vt4Hy');

const historyFilter = {
  endpoint_id: z.string().max(64).optional(),
  event_type: z.enum(eventTypes).optional(),
  status: z.enum(webhookHistoryStatuses).optional(),
};
export const webhookHistoryListQuery = merchantApiQuery.extend({ ...listQuery.shape, ...historyFilter });
export type WebhookHistoryListQuery = z.infer<typeof webhookHistoryListQuery>;

/**
 * A bulk replay: the deliveries with an attempt matching the filter, each sent again once. A dry
 * run counts them and fixes `as_of`; the replay itself repeats the filter with that `as_of` and
 * the count it was shown, and is refused if the set has changed since.
 */
export const webhookReplayBody = z
  .object({
    livemode: livemodeBodyField,
    ...historyFilter,
    'time_created[gte]': unixSeconds.nonnegative().optional(),
    'time_created[lt]': unixSeconds.nonnegative().optional(),
    dry_run: z.boolean(),
    as_of: unixSeconds.nonnegative().optional().meta({ description: 'From the dry run; required to replay.' }),
    expected_count: z.number().int().nonnegative().optional().meta({ description: 'The dry run’s count.' }),
  })
  .meta({ id: 'WebhookReplayBody', example: { status: 'failed', dry_run: true } });
export type WebhookReplayBody = z.input<typeof webhookReplayBody>;
export const webhookReplay = z
  .object({ dry_run: z.boolean(), count: z.number().int().nonnegative(), as_of: unixSeconds })
  .meta({ id: 'WebhookReplay' });
export type WebhookReplay = z.output<typeof webhookReplay>;
export const webhookReplayEnvelope = envelope(webhookReplay);
