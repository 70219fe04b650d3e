import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import type { RateLimitRule } from '../infra/rate-limits/rate-limits.service.ts';
import type { WindowCounter } from '../infra/rate-limits/window-counter.ts';
import { accountAccessStep } from './account-access.ts';
import { authenticateStep, type CallerLookups } from './auth.ts';
import { idempotencyStep } from './idempotency.ts';
import { apiUrl, writeMethods } from './merchant-api.ts';
import { dropEmptyQueryValues } from './query-cleanup.ts';
import { limitStep } from './rate-limit.ts';
import { refuseUnstorableText } from './storable-text.ts';

export type PipelineDeps = {
  findSession: CallerLookups['findSession'];
  /** The API keys held in memory (modules/developers/api-key-cache.ts). */
  apiKeys: { find: CallerLookups['findApiKey']; sync: () => Promise<void> };
  apiLimit: WindowCounter;
  /** Overrides the default API limit (tests use a small one). */
  apiRule?: RateLimitRule | undefined;
};

/**
 * The API's request pipeline (docs/architecture.md, The request pipeline), in one place and in
 * its order: limit → authenticate → validate → account access → idempotency → handler → respond.
 * Each step is a function of its own file; this registers them on Fastify's lifecycle, one hook per
 * stage, and hands each step what the one before found (the limit's API key to authentication).
 */
export const registerApiPipeline = (app: FastifyInstance, db: Database, deps: PipelineDeps) => {
  const limit = limitStep(db, { defaultRule: deps.apiRule, counter: deps.apiLimit, findApiKey: deps.apiKeys.find });
  const authenticate = authenticateStep(app, db, { findSession: deps.findSession, findApiKey: deps.apiKeys.find });
  const accountAccess = accountAccessStep(app, db);
  // Wraps each `/api/*` write's handler, so the claim, the effect and the stored answer are one transaction.
  const idempotency = idempotencyStep(app, db);

  app.addHook('preValidation', async (request, reply) => {
    const api = apiUrl.test(request.routeOptions.url ?? '');
    if (api) {
      // 1. limit: counted against the bearer's API key, which it looks up for step 2
      const lookup = await limit(request, reply);
      // 2. authenticate
      await authenticate(request, lookup);
    }
    // 3. validate: the input's hygiene here, then the route's schemas (Fastify, after this hook)
    dropEmptyQueryValues(request);
    refuseUnstorableText(request);
  });
  // 4. account access (routes with `config.permission`)
  app.addHook('preHandler', accountAccess);
  // 5. idempotency and 6. the handler: one transaction, the handler as wrapped above.
  // 7. respond: the route's schema serializes the answer (serializer.ts); then, as it is sent:
  // Most answers wait for neither, so the hook is not async: no promise and microtask turn per answer.
  app.addHook('onSend', (request, reply, payload, done) => {
    // A refusal's answer is kept for its retries (its claim rolled back with the effect).
    const refusal = idempotency.refusalToStore(request);
    // A dashboard change (a key rolled, a method switched off) reaches this process's API keys
    // before its answer goes out, so the user's next call sees it; other processes within milliseconds.
    const dashboardWrite = request.session !== null && writeMethods.has(request.method);
    if (!refusal && !dashboardWrite) return done(null, payload);
    const settled = async () => {
      if (refusal) await refusal(reply, payload);
      if (dashboardWrite) await deps.apiKeys.sync();
    };
    settled().then(() => done(null, payload), done);
  });
};
