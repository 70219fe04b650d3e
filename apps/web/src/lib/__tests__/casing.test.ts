import { describe, expect, it } from 'vitest';
import { camelizeKeys, snakeizeKeys } from '../casing.ts';

describe('casing', () => {
  it('converts nested keys both ways and round-trips', () => {
    const wire = { time_created: 1, refunds: [{ amount_local: 2, failure_code: null }], address: { postal_code: 'x' } };
    const camel = camelizeKeys(wire);
    expect(camel).toEqual({
      timeCreated: 1,
      refunds: [{ amountLocal: 2, failureCode: null }],
      address: { postalCode: 'x' },
    });
    expect(snakeizeKeys(camel)).toEqual(wire);
  });

  it('leaves merchant metadata keys and non-plain values alone', () => {
    const date = new Date(0);
    expect(camelizeKeys({ metadata: { order_no: 1, cartId: 2 }, at: date })).toEqual({
      metadata: { order_no: 1, cartId: 2 },
      at: date,
    });
    expect(snakeizeKeys({ metadata: { cartId: 2 } })).toEqual({ metadata: { cartId: 2 } });
  });

  it("keeps a webhook history's header names as they were sent and answered", () => {
    const headers = { 'webhook-id': 'evt_1', x_trace_id: 't' };
    expect(camelizeKeys({ request_headers: headers, response_headers: headers, response_code: 200 })).toEqual({
      requestHeaders: headers,
      responseHeaders: headers,
      responseCode: 200,
    });
  });
});
