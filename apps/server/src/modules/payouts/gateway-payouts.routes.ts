import { gatewayPayoutBody, gatewaySignatureHeader } from '@paydeck/contract/gateway';
import { payoutEnvelope } from '@paydeck/contract/payouts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireGatewaySignature } from '../../infra/gateway-signature.ts';
import type { RateLimitRule } from '../../infra/rate-limits/rate-limits.service.ts';
import { closePayout, type PayoutOutcome, payoutOf } from './payouts.service.ts';

const notificationRule: RateLimitRule = { bucket: 'gateway_notifications', max: 600, windowSeconds: 60 };

/** What a failure says when the processor gives no reason. */
const declined = { failureCode: 'payout_declined', failureMessage: 'The payee’s provider declined the payout.' };

/**
 * The processor's answer on a live payout, signed like payment notifications (registered only with
 * PAYDECK_GATEWAY_SECRET). The same move as `npm run ops -- payout-succeeded|payout-fail`.
 */
export const gatewayPayoutRoutes =
  (ctx: AppContext, secret: string): FastifyPluginAsyncZod =>
  async (app) => {
    requireGatewaySignature(app, secret);
    app.post(
      '/v1/gateway/payouts',
      {
        config: { rateLimit: notificationRule },
        schema: {
          tags: ['gateway'],
          summary: "The processor's answer on a pending payout: succeeded, failed, or needs action (signed)",
          description:
            `Signed in the ${gatewaySignatureHeader} header exactly as /v1/gateway/notifications. failed returns the ` +
            'amount and the fee to the balance; needs_action sends it back for a user’s verification; a payout no ' +
            'longer pending answers 409 payout_not_pending. Off (404) unless PAYDECK_GATEWAY_SECRET is set.',
          security: [],
          body: gatewayPayoutBody,
          response: { 200: payoutEnvelope },
        },
      },
      async (request) => {
        const { payout_id: id, status, failure_code: code, failure_message: message } = request.body;
        const outcome: PayoutOutcome =
          status === 'failed'
            ? {
                status,
                failureCode: code ?? declined.failureCode,
                failureMessage: message ?? declined.failureMessage,
              }
            : { status };
        return { success: true as const, data: payoutOf(await closePayout(ctx.db, id, outcome)) };
      },
    );
  };
