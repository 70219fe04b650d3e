import {
  recurringActionBody,
  subscriptionCreateBody,
  subscriptionDetailEnvelope,
  subscriptionEnvelope,
  subscriptionListEnvelope,
  subscriptionListQuery,
  subscriptionParams,
  testClockAdvanceBody,
} from '@paydeck/contract/recurring';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { merchantApiRoutes } from '../../infra/merchant-api-routes.ts';
import { billSubscriptionNow } from './billing.service.ts';
import {
  advanceTestClock,
  cancelSubscription,
  createSubscription,
  subscriptionDetail,
  subscriptionPage,
} from './subscriptions.service.ts';

/** Spec §2 subscriptions: list and detail; create, cancel, and a test clock to bill by. */
export const subscriptionRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const api = merchantApiRoutes(app, 'subscriptions');
    const billNow = (id: string) =>
      billSubscriptionNow(ctx, id).catch((error: unknown) => {
        ctx.logger.warn({ err: error, subscriptionId: id }, 'subscription not billed now; the billing job retries');
      });
    api.post(
      '/api/subscriptions',
      {
        permission: 'add_subscription',
        summary: 'Create a subscription charging a customer’s signed mandate',
        description:
          'Charged `amount` at the start of each period, `interval_count` times in all: at once (status created, ' +
          'then active once paid), or from `time_trial_end` (status trialing). A failed charge makes it incomplete ' +
          'and is retried 1, 3 and 7 days later; the last charge completes it. Periods are counted in the ' +
          'account’s time zone, month ends kept (Jan 31 → Feb 28 → Mar 31).',
        body: subscriptionCreateBody,
        response: subscriptionEnvelope,
      },
      (scope, request) => createSubscription(ctx, scope, request.body, billNow),
    );
    api.get(
      '/api/subscriptions',
      {
        permission: 'list_subscriptions',
        summary: 'Subscriptions, newest first',
        description: 'Filters: status (or all), customer_id, time_created range.',
        querystring: subscriptionListQuery,
        response: subscriptionListEnvelope,
      },
      (scope, request) => subscriptionPage(ctx, scope, request.query),
    );
    api.get(
      '/api/subscriptions/:id',
      {
        permission: 'list_subscriptions',
        summary: 'One subscription with its charges',
        params: subscriptionParams,
        response: subscriptionDetailEnvelope,
      },
      (scope, request) => subscriptionDetail(ctx, scope, request.params.id),
    );
    api.post(
      '/api/subscriptions/:id/cancel',
      {
        permission: 'cancel_subscription',
        summary: 'Cancel a subscription now: no further charge',
        description: 'Refused (403) while the account is disabled.',
        params: subscriptionParams,
        body: recurringActionBody,
        response: subscriptionEnvelope,
      },
      (scope, request) => cancelSubscription(ctx, scope, request.params.id),
    );
    api.post(
      '/api/subscriptions/:id/test_clock/advance',
      {
        permission: 'add_subscription',
        summary: 'Test mode: move a subscription’s test clock forward and bill what came due',
        description: 'At most two intervals per step; each period and retry passed is billed in order.',
        params: subscriptionParams,
        body: testClockAdvanceBody,
        response: subscriptionDetailEnvelope,
      },
      (scope, request) => advanceTestClock(ctx, scope, request.params.id, request.body.frozen_time, billNow),
    );
  };
