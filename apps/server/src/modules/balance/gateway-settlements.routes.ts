import { gatewaySettlementBody, gatewaySignatureHeader } from '@paydeck/contract/gateway';
import { settlementEnvelope } from '@paydeck/contract/settlements';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireGatewaySignature } from '../../infra/gateway-signature.ts';
import type { RateLimitRule } from '../../infra/rate-limits/rate-limits.service.ts';
import { closeSettlement } from './settlements.service.ts';

const notificationRule: RateLimitRule = { bucket: 'gateway_notifications', max: 600, windowSeconds: 60 };

/**
 * The provider's payout bank on a live withdrawal, signed like payment notifications (registered
 * only with PAYDECK_GATEWAY_SECRET). The same move as `npm run ops -- settlement-paid|cancel|fail`.
 */
export const gatewaySettlementRoutes =
  (ctx: AppContext, secret: string): FastifyPluginAsyncZod =>
  async (app) => {
    requireGatewaySignature(app, secret);
    app.post(
      '/v1/gateway/settlements',
      {
        config: { rateLimit: notificationRule },
        schema: {
          tags: ['gateway'],
          summary: "The provider's answer on a pending withdrawal: paid, canceled or failed (signed)",
          description:
            `Signed in the ${gatewaySignatureHeader} header exactly as /v1/gateway/notifications. Canceled and failed ` +
            'return the amount and the fee to the balance; a settlement no longer pending answers 409 ' +
            'settlement_not_pending. Off (404) unless PAYDECK_GATEWAY_SECRET is set.',
          security: [],
          body: gatewaySettlementBody,
          response: { 200: settlementEnvelope },
        },
      },
      async (request) => {
        const { settlement_id: id, status, failure_message: failureMessage } = request.body;
        const outcome = status === 'paid' ? { status } : { status, ...(failureMessage && { failureMessage }) };
        return { success: true as const, data: await closeSettlement(ctx.db, id, outcome) };
      },
    );
  };
