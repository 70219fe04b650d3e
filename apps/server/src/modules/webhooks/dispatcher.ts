import { nextRetryDelaySeconds, webhookDisableAfterSeconds } from '@paydeck/contract/webhook-types';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../infra/mail/mail.service.ts';
import { newId } from '../../lib/ids.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { unixSeconds } from '../../lib/time.ts';
import {
  claimDueDeliveries,
  clearFailing,
  type DeliveryRow,
  noteFailing,
  recordAttempt,
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

const sendOne = async (ctx: DispatchContext, delivery: DeliveryRow, endpoint: EndpointRow) => {
  const started = ctx.now();
  const headers = signedHeaders(
    signingSecrets(ctx.secretBox, endpoint, started),
    delivery.eventId,
    unixSeconds(started),
    delivery.payload,
  );
  const outcome: AttemptOutcome = await sendAttempt({
    url: endpoint.url,
    headers,
    body: delivery.payload,
    guarded: delivery.livemode && !ctx.allowPrivateAddresses,
  });
  const now = ctx.now();
  const attempts = delivery.attempts + 1;
  const firstAt = delivery.timeFirstAttempt ? new Date(delivery.timeFirstAttempt) : started;
  const delay = outcome.ok
    ? null
    : nextRetryDelaySeconds(delivery.livemode, attempts, (now.getTime() - firstAt.getTime()) / 1000);
  const emailId = await ctx.db.transaction(async (tx) => {
    await recordAttempt(
      tx,
      delivery,
      {
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
      {
        at: delay === null ? null : new Date(now.getTime() + jitter(delay) * 1000),
        succeeded: outcome.ok,
        now: started,
      },
    );
    if (outcome.ok) {
      await clearFailing(tx, endpoint.id);
      return null;
    }
    const disabled = await noteFailing(
      tx,
      endpoint.id,
      started,
      new Date(now.getTime() - webhookDisableAfterSeconds * 1000),
    );
    return disabled ? noticeEndpointDisabled(tx, ctx, disabled) : null;
  });
  if (emailId) await ctx.mailer.deliver([emailId]);
  return outcome.ok;
};

/**
 * Claims up to `limit` due deliveries and sends each: every attempt is recorded in the webhook
 * histories with the delivery's next attempt (or none: it succeeded or ran out of retries), in
 * one transaction. Resolves when all of them are recorded; returns how many were claimed.
 */
export const sendDueDeliveries = async (ctx: DispatchContext, limit: number): Promise<number> => {
  const claimed = await claimDueDeliveries(ctx.db, ctx.now(), limit, claimSeconds);
  if (claimed.length === 0) return 0;
  const endpoints = new Map(
    (await endpointsByIds(ctx.db, [...new Set(claimed.map((d) => d.endpointId))])).map((e) => [e.id, e]),
  );
  await Promise.all(
    claimed.map(async (delivery) => {
      const endpoint = endpoints.get(delivery.endpointId);
      // Deleted since the claim: its deliveries went with it.
      if (!endpoint) return;
      try {
        await sendOne(ctx, delivery, endpoint);
      } catch (error) {
        // Not recorded: the claim runs out and the attempt is made again.
        ctx.logger.error({ err: error, deliveryId: delivery.id }, 'webhook attempt not recorded');
      }
    }),
  );
  return claimed.length;
};
