import { nextRetryDelaySeconds, webhookDisableAfterSeconds } from '@paydeck/contract/webhook-types';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
import type { Mailer } from '../../infra/mail/mail.service.ts';
import { newId } from '../../lib/ids.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { unixSeconds } from '../../lib/time.ts';
import {
  claimDueDeliveries,
  clearFailing,
  type DeliveryRow,
  noteFailing,
  type RecordedAttempt,
  recordAttempts,
} from './deliveries.repository.ts';
import { type EndpointRow, endpointsByIds } from './endpoints.repository.ts';
import { signingSecrets } from './endpoints.service.ts';
import { noticeEndpointDisabled } from './owner-notice.ts';
import { type AttemptOutcome, sendAttempt } from './sender.ts';
import { signedHeaders } from './signing.ts';

export type DispatchContext = {
  db: Database;
  secretBox: SecretBox;
  mailer: Mailer;
  appLink: (page: string) => string;
  /** Live mode refuses private and loopback addresses unless this is set (development, tests). */
  allowPrivateAddresses: boolean;
  /** The clock retries are scheduled by (tests move it). */
  now: () => Date;
  logger: FastifyBaseLogger;
};

/** A claimed delivery is this worker's for this long: well past the 10 s an attempt may take. */
const claimSeconds = 60;
/** Up to 10% more than each retry delay, so retries of many deliveries don't arrive together. */
const jitter = (seconds: number) => seconds * (1 + Math.random() * 0.1);

type Sent = {
  delivery: DeliveryRow;
  endpoint: EndpointRow;
  started: Date;
  headers: Record<string, string>;
  outcome: AttemptOutcome;
};

/** Sends one attempt; recording it is left to the batch. */
const send = async (ctx: DispatchContext, delivery: DeliveryRow, endpoint: EndpointRow): Promise<Sent> => {
  const started = ctx.now();
  const headers = signedHeaders(
    signingSecrets(ctx.secretBox, endpoint, started),
    delivery.eventId,
    unixSeconds(started),
    delivery.payload,
  );
  const outcome = await sendAttempt({
    url: endpoint.url,
    headers,
    body: delivery.payload,
    guarded: delivery.livemode && !ctx.allowPrivateAddresses,
  });
  return { delivery, endpoint, started, headers, outcome };
};

/** What the batch records of one attempt: its history row and its delivery's next attempt. */
const recorded = (ctx: DispatchContext, { delivery, endpoint, started, headers, outcome }: Sent): RecordedAttempt => {
  const now = ctx.now();
  const attempts = delivery.attempts + 1;
  const firstAt = delivery.timeFirstAttempt ? new Date(delivery.timeFirstAttempt) : started;
  const delay = outcome.ok
    ? null
    : nextRetryDelaySeconds(delivery.livemode, attempts, (now.getTime() - firstAt.getTime()) / 1000);
  return {
    history: {
      accountId: delivery.accountId,
      id: newId('wh'),
      livemode: delivery.livemode,
      endpointId: endpoint.id,
      deliveryId: delivery.id,
      eventId: delivery.eventId,
      eventType: delivery.eventType,
      objectId: delivery.objectId,
      origin: delivery.origin,
      attempt: attempts,
      notifyUrl: endpoint.url,
      status: outcome.ok ? 'succeeded' : 'failed',
      requestHeaders: headers,
      responseCode: outcome.responseCode,
      responseHeaders: outcome.responseHeaders,
      responseBody: outcome.responseBody,
      error: outcome.error,
      durationMs: outcome.durationMs,
      timeCreated: started,
    },
    nextAt: delay === null ? null : new Date(now.getTime() + jitter(delay) * 1000),
    succeeded: outcome.ok,
    firstAt,
  };
};

/**
 * The batch's attempts and what they say of their endpoints, in the batch's transaction: an
 * endpoint with a success in the batch is not failing; one that only failed is, and is disabled
 * once it has failed every attempt for long enough. Returns the ids of the owners' emails to send.
 */
const record = async (ctx: DispatchContext, tx: Executor, sent: Sent[]) => {
  await recordAttempts(
    tx,
    sent.map((attempt) => recorded(ctx, attempt)),
  );
  const succeeded = new Set(sent.filter((s) => s.outcome.ok).map((s) => s.endpoint.id));
  await clearFailing(tx, [...succeeded]);
  const failingSince = new Map<string, Date>();
  for (const { endpoint, started, outcome } of sent) {
    if (!outcome.ok && !succeeded.has(endpoint.id) && !failingSince.has(endpoint.id)) {
      failingSince.set(endpoint.id, started);
    }
  }
  const disableBefore = new Date(ctx.now().getTime() - webhookDisableAfterSeconds * 1000);
  const emails: string[] = [];
  for (const [endpointId, since] of failingSince) {
    const disabled = await noteFailing(tx, endpointId, since, disableBefore);
    const email = disabled && (await noticeEndpointDisabled(tx, ctx, disabled));
    if (email) emails.push(email);
  }
  return emails;
};

/**
 * Claims up to `limit` due deliveries, sends them side by side, and records every attempt in the
 * webhook histories with its delivery's next attempt (or none: it succeeded or ran out of
 * retries), all in one transaction: one commit per batch, not per attempt. If recording fails,
 * the claims run out and the batch is attempted again. Returns how many were claimed.
 */
export const sendDueDeliveries = async (ctx: DispatchContext, limit: number): Promise<number> => {
  const claimed = await claimDueDeliveries(ctx.db, ctx.now(), limit, claimSeconds);
  if (claimed.length === 0) return 0;
  const endpoints = new Map(
    (await endpointsByIds(ctx.db, [...new Set(claimed.map((d) => d.endpointId))])).map((e) => [e.id, e]),
  );
  const sent = await Promise.all(
    claimed.flatMap((delivery) => {
      const endpoint = endpoints.get(delivery.endpointId);
      // Deleted since the claim: its deliveries went with it.
      return endpoint ? [send(ctx, delivery, endpoint)] : [];
    }),
  );
  try {
    const emails = await ctx.db.transaction((tx) => record(ctx, tx, sent));
    if (emails.length > 0) await ctx.mailer.deliver(emails);
  } catch (error) {
    ctx.logger.error(
      { err: error, deliveries: claimed.length },
      'webhook attempts not recorded; they will be made again',
    );
  }
  return claimed.length;
};
