import { type RollExpiry, rollExpirySeconds } from '@paydeck/contract/api-key-types';
import { latestWebhookApiVersion, webhookUrlProtocolAllowed } from '@paydeck/contract/webhook-types';
import type {
  WebhookEndpoint,
  WebhookEndpointListQuery,
  WebhookSecret,
  webhookEndpointCreateBody,
  webhookEndpointUpdateBody,
} from '@paydeck/contract/webhooks';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { type Operator, recordOperation } from '../../core/operation-log.ts';
import type { Scope } from '../../core/scope.ts';
import type { Executor } from '../../db/client.ts';
import { listPageOf } from '../../db/paging.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { unixSeconds } from '../../lib/time.ts';
import {
  deleteEndpoint,
  type EndpointRow,
  endpointExists,
  findEndpoint,
  insertEndpoint,
  listEndpoints,
  lockEndpoint,
  updateEndpoint,
} from './endpoints.repository.ts';
import { newWebhookSecret } from './signing.ts';

type CreateBody = z.output<typeof webhookEndpointCreateBody>;
type UpdateBody = z.output<typeof webhookEndpointUpdateBody>;

export const endpointOf = (row: EndpointRow, now = new Date()): WebhookEndpoint => ({
  id: row.id,
  object: 'webhook_endpoint',
  livemode: row.livemode,
  url: row.url,
  description: row.description,
  enabled_events: row.enabledEvents,
  api_version: row.apiVersion,
  status: row.status,
  disabled_reason: row.disabledReason,
  time_secret_rolled_expires:
    row.timePreviousSecretExpires && row.timePreviousSecretExpires > now
      ? unixSeconds(row.timePreviousSecretExpires)
      : null,
  time_created: unixSeconds(row.timeCreated),
  time_updated: unixSeconds(row.timeUpdated),
});

/** The getting-started step "add a webhook endpoint": done once the account has one, in either mode. */
export const hasWebhookEndpoint = (db: Executor, accountId: string) => endpointExists(db, accountId);

/** The secrets that sign now: the current one, and a rolled one until its overlap ends. */
export const signingSecrets = (box: SecretBox, row: EndpointRow, now: Date): string[] => [
  box.open(row.secretSealed),
  ...(row.previousSecretSealed && row.timePreviousSecretExpires && row.timePreviousSecretExpires > now
    ? [box.open(row.previousSecretSealed)]
    : []),
];

/** Spec §5: live endpoints take https only (the zod schema has checked the URL itself). */
const checkUrl = (url: string | undefined, livemode: boolean) => {
  if (url !== undefined && !webhookUrlProtocolAllowed(url, livemode)) throw new AppError('webhook_url_https_required');
};

const found = (row: EndpointRow | null) => {
  if (!row) throw new AppError('webhook_endpoint_not_found');
  return row;
};

/** The scope's endpoint `id`; another account's or mode's is the same 404 as a missing one. */
export const scopedEndpoint = async (db: Executor, scope: Scope, id: string) =>
  found(await findEndpoint(db, scope.account.id, scope.livemode, id));

export const endpointPage = async (ctx: AppContext, scope: Scope, query: WebhookEndpointListQuery) => {
  const { rows, total } = await listEndpoints(ctx.db, scope.account.id, scope.livemode, query);
  return listPageOf(
    rows.map((row) => endpointOf(row)),
    total,
    query,
  );
};

export const endpointDetail = async (ctx: AppContext, scope: Scope, id: string) =>
  endpointOf(await scopedEndpoint(ctx.db, scope, id));

export const createEndpoint = async (ctx: AppContext, operator: Operator, scope: Scope, body: CreateBody) => {
  checkUrl(body.url, scope.livemode);
  return ctx.db.transaction(async (tx) => {
    const row = await insertEndpoint(tx, {
      accountId: scope.account.id,
      id: newId('we'),
      livemode: scope.livemode,
      url: body.url,
      description: body.description || null,
      enabledEvents: [...new Set(body.enabled_events)],
      apiVersion: body.api_version ?? latestWebhookApiVersion,
      secretSealed: ctx.secretBox.seal(newWebhookSecret()),
    });
    await recordOperation(tx, operator, scope.account, {
      action: 'created',
      sourceType: 'webhook',
      sourceId: row.id,
      description: row.url,
    });
    return endpointOf(row);
  });
};

/** Edits, and enabling or disabling: enabling clears a failing endpoint's record of failures. */
export const editEndpoint = async (ctx: AppContext, operator: Operator, scope: Scope, id: string, body: UpdateBody) => {
  checkUrl(body.url, scope.livemode);
  return ctx.db.transaction(async (tx) => {
    const row = found(
      await updateEndpoint(tx, scope.account.id, scope.livemode, id, {
        ...(body.url !== undefined && { url: body.url }),
        ...(body.description !== undefined && { description: body.description || null }),
        ...(body.enabled_events !== undefined && { enabledEvents: [...new Set(body.enabled_events)] }),
        ...(body.api_version !== undefined && { apiVersion: body.api_version }),
        ...(body.status === 'enabled' && { status: 'enabled', disabledReason: null, timeFailingSince: null }),
        ...(body.status === 'disabled' && { status: 'disabled', disabledReason: 'merchant' }),
      }),
    );
    const changed = Object.keys(body).filter(
      (key) => key !== 'livemode' && body[key as keyof UpdateBody] !== undefined,
    );
    await recordOperation(tx, operator, scope.account, {
      action: 'updated',
      sourceType: 'webhook',
      sourceId: row.id,
      description: `${row.url}: ${changed.join(', ')}`,
    });
    return endpointOf(row);
  });
};

/** Deletes the endpoint with its queued deliveries and its histories. */
export const removeEndpoint = async (ctx: AppContext, operator: Operator, scope: Scope, id: string) =>
  ctx.db.transaction(async (tx) => {
    const row = await scopedEndpoint(tx, scope, id);
    await deleteEndpoint(tx, scope.account.id, scope.livemode, id);
    await recordOperation(tx, operator, scope.account, {
      action: 'deleted',
      sourceType: 'webhook',
      sourceId: row.id,
      description: row.url,
    });
    return endpointOf(row);
  });

const secretOf = (ctx: AppContext, row: EndpointRow, now = new Date()): WebhookSecret => {
  const [secret = '', previous] = signingSecrets(ctx.secretBox, row, now);
  return {
    secret,
    previous_secret: previous ?? null,
    time_previous_secret_expires:
      previous && row.timePreviousSecretExpires ? unixSeconds(row.timePreviousSecretExpires) : null,
  };
};

/** The signing secret, on demand: each reveal is in the activity log. */
export const revealSecret = async (ctx: AppContext, operator: Operator, scope: Scope, id: string) =>
  ctx.db.transaction(async (tx) => {
    const row = await scopedEndpoint(tx, scope, id);
    await recordOperation(tx, operator, scope.account, {
      action: 'revealed',
      sourceType: 'webhook',
      sourceId: row.id,
      description: `${row.url}: signing secret`,
    });
    return secretOf(ctx, row);
  });

/**
 * A new signing secret; the current one keeps signing beside it for the chosen time (both
 * signatures are sent, so a receiver can switch without losing a delivery), or stops now.
 */
export const rollSecret = async (
  ctx: AppContext,
  operator: Operator,
  scope: Scope,
  id: string,
  expiresIn: RollExpiry,
) =>
  ctx.db.transaction(async (tx) => {
    const current = found(await lockEndpoint(tx, scope.account.id, scope.livemode, id));
    const overlap = rollExpirySeconds[expiresIn];
    const row = found(
      await updateEndpoint(tx, scope.account.id, scope.livemode, id, {
        secretSealed: ctx.secretBox.seal(newWebhookSecret()),
        previousSecretSealed: overlap > 0 ? current.secretSealed : null,
        timePreviousSecretExpires: overlap > 0 ? new Date(Date.now() + overlap * 1000) : null,
      }),
    );
    await recordOperation(tx, operator, scope.account, {
      action: 'updated',
      sourceType: 'webhook',
      sourceId: row.id,
      description: `${row.url}: signing secret rolled, expires_in ${expiresIn}`,
    });
    return secretOf(ctx, row);
  });
