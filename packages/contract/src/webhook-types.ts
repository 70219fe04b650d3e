import { type EventType, eventTypes } from './event-types.ts';

/**
 * Webhook values without zod, so the web can offer and label them (webhooks.ts builds on these).
 * Delivery follows the Standard Webhooks specification (https://www.standardwebhooks.com).
 */

/** Chosen instead of a list of types: every event type, also those added later. */
export const allEvents = '*';
export type EnabledEvent = EventType | typeof allEvents;
export const enabledEventChoices = [allEvents, ...eventTypes] as const;

/** The payload's shape, by the date it was introduced; new endpoints get the latest unless they ask. */
export const latestWebhookApiVersion = '2026-11-01';
export const webhookApiVersions = [latestWebhookApiVersion] as const;
export type WebhookApiVersion = (typeof webhookApiVersions)[number];

/** `enabled` endpoints receive events; `disabled` ones (by the merchant, or after 3 days of failures) don't. */
export const webhookEndpointStatuses = ['enabled', 'disabled'] as const;
export type WebhookEndpointStatus = (typeof webhookEndpointStatuses)[number];

/** Spec §3 webhook history statuses: one attempt, a 2xx answer or not. */
export const webhookHistoryStatuses = ['succeeded', 'failed'] as const;
export type WebhookHistoryStatus = (typeof webhookHistoryStatuses)[number];

/** Why an attempt was sent: the event itself, a test event, a resend of one attempt, a bulk replay. */
export const webhookDeliveryOrigins = ['event', 'test', 'resend', 'replay'] as const;
export type WebhookDeliveryOrigin = (typeof webhookDeliveryOrigins)[number];

export const webhookDescriptionMax = 500;
export const webhookUrlMax = 2048;
/** An attempt waits this long for the answer (headers and body) before it counts as failed. */
export const webhookTimeoutSeconds = 10;
/** Of a response body, the history keeps this much; lists show less. */
export const webhookResponseBodyMaxBytes = 16 * 1024;
export const webhookResponseBodyListChars = 200;

const minute = 60;
const hour = 60 * minute;
/**
 * Delays before each attempt of a live-mode delivery, from the previous one: immediately, 5 s,
 * 5 min, 30 min, 2 h, 5 h, 10 h, then every 10 h until 3 days after the first attempt. Each delay
 * gets up to 10% of random jitter, so a receiver coming back is not hit by every retry at once.
 */
export const liveRetryDelaysSeconds = [0, 5, 5 * minute, 30 * minute, 2 * hour, 5 * hour, 10 * hour];
export const liveRetryEverySeconds = 10 * hour;
export const liveRetryWindowSeconds = 3 * 24 * hour;
/** Test mode tries 3 times: immediately, after 5 s and after 5 min. */
export const testRetryDelaysSeconds = [0, 5, 5 * minute];
/** An endpoint whose every attempt has failed for this long is disabled (and its owner told). */
export const webhookDisableAfterSeconds = 3 * 24 * hour;

/**
 * Seconds from an attempt to the next one, before jitter, or null when there is none: `attempts`
 * is how many were made, `sinceFirst` the seconds since the first of them.
 */
export const nextRetryDelaySeconds = (livemode: boolean, attempts: number, sinceFirst: number): number | null => {
  if (!livemode) return testRetryDelaysSeconds[attempts] ?? null;
  const delay = liveRetryDelaysSeconds[attempts] ?? liveRetryEverySeconds;
  return sinceFirst + delay <= liveRetryWindowSeconds ? delay : null;
};

/** Bulk replays are sent at most this fast per endpoint, so a replay cannot flood a receiver. */
export const replayPerSecond = 10;
/** One bulk replay sends at most this many deliveries (narrow the filter for more). */
export const replayMax = 10_000;

// The WHATWG URL parser of browsers and Node; the contract compiles without DOM or Node types.
declare const URL: { canParse: (url: string) => boolean };

/**
 * Spec §5: a valid http(s) URL of at most `webhookUrlMax` characters, judged on the trimmed text:
 * the check of the endpoint schema's `z.url({ protocol: /^https?$/ })`, for forms without zod.
 */
export const isWebhookUrl = (url: string) => {
  const trimmed = url.trim();
  return trimmed.length <= webhookUrlMax && /^https?:\/\//i.test(trimmed) && URL.canParse(trimmed);
};

/** Live endpoints must use https (spec §5 webhook rules: URL required and valid). */
export const webhookUrlProtocolAllowed = (url: string, livemode: boolean) =>
  livemode ? url.startsWith('https://') : /^https?:\/\//.test(url);
