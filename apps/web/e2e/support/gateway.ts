import { createHmac } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

/**
 * The payment provider's side of the e2e server: the run's server takes notifications signed with
 * this secret (global setup passes it as PAYDECK_GATEWAY_SECRET; ≥ 32 characters, as the server
 * asks). Specs read it from the environment, like PAYDECK_E2E_URL.
 */
export const e2eGatewaySecret = 'paydeck-e2e-gateway-secret-0123456789abcdef';

const gatewaySecret = () => {
  const secret = process.env.PAYDECK_E2E_GATEWAY_SECRET;
  if (!secret) throw new Error('PAYDECK_E2E_GATEWAY_SECRET is not set: run through playwright.config.ts');
  return secret;
};

/**
 * The `paydeck-gateway-signature` header the provider sends: `t=<unix seconds>,v1=<hex>`, where v1
 * is HMAC-SHA256 of `<t>.<raw body>` with the gateway secret (docs/decisions.md, "Checkout and
 * gateway"). Written here from the documented scheme, not imported from the server.
 */
export const gatewaySignature = (secret: string, rawBody: string, atMs = Date.now()) => {
  const time = Math.floor(atMs / 1000);
  return `t=${time},v1=${createHmac('sha256', secret).update(`${time}.${rawBody}`).digest('hex')}`;
};

type Envelope<T> = { success: boolean; data: T; error?: { code: string; message: string } };

/** Posts one signed notification, as the provider would; answers the status and the envelope. */
export const postSigned = async <T>(
  request: APIRequestContext,
  path: '/v1/gateway/notifications' | '/v1/gateway/settlements' | '/v1/gateway/payouts',
  body: Record<string, unknown>,
): Promise<{ status: number; body: Envelope<T> }> => {
  // The bytes signed are the bytes sent.
  const raw = JSON.stringify(body);
  const response = await request.fetch(path.replace(/^\/+/, ''), {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      'paydeck-gateway-signature': gatewaySignature(gatewaySecret(), raw),
    },
    data: Buffer.from(raw, 'utf8'),
  });
  return { status: response.status(), body: (await response.json()) as Envelope<T> };
};

const mustSucceed = async <T>(call: Promise<{ status: number; body: Envelope<T> }>, what: string) => {
  const { status, body } = await call;
  if (!body.success) throw new Error(`${what} → ${status} ${JSON.stringify(body.error)}`);
  return body.data;
};

/** The processor says a live payment was paid in full (`POST /v1/gateway/notifications`). */
export const notifyPaymentPaid = (request: APIRequestContext, paymentId: string) =>
  mustSucceed<{ payment_id: string; status: string; amount_paid: number }>(
    postSigned(request, '/v1/gateway/notifications', { payment_id: paymentId, status: 'paid' }),
    `gateway notification paid for ${paymentId}`,
  );

/** The payout bank's answer on a pending live withdrawal (`POST /v1/gateway/settlements`). */
export const notifySettlement = (
  request: APIRequestContext,
  settlementId: string,
  status: 'paid' | 'canceled' | 'failed',
  failureMessage?: string,
) =>
  mustSucceed<{ id: string; status: string }>(
    postSigned(request, '/v1/gateway/settlements', {
      settlement_id: settlementId,
      status,
      ...(failureMessage && { failure_message: failureMessage }),
    }),
    `gateway settlement ${status} for ${settlementId}`,
  );

/** The payout processor's answer on a pending live payout (`POST /v1/gateway/payouts`). */
export const notifyPayout = (
  request: APIRequestContext,
  payoutId: string,
  status: 'succeeded' | 'failed',
  failure?: { code: string; message: string },
) =>
  mustSucceed<{ id: string; status: string }>(
    postSigned(request, '/v1/gateway/payouts', {
      payout_id: payoutId,
      status,
      ...(failure && { failure_code: failure.code, failure_message: failure.message }),
    }),
    `gateway payout ${status} for ${payoutId}`,
  );
