#!/usr/bin/env node
// A merchant's server in a few lines: create a payment with a secret key over HTTP and print it
// (its `action.url` is the payer's checkout page). The end-to-end journey test runs this script.
//
//   PAYDECK_URL=http://localhost:3000 PAYDECK_SECRET_KEY=sk_test_… \
//     node scripts/examples/create-payment.mjs <method> <amount in minor units> <currency> [reference]
import { randomUUID } from 'node:crypto';

const [method, amount, currency, reference] = process.argv.slice(2);
const { PAYDECK_URL: base, PAYDECK_SECRET_KEY: secretKey } = process.env;
if (!method || !amount || !currency || !base || !secretKey) {
  console.error(
    'usage: PAYDECK_URL=… PAYDECK_SECRET_KEY=… create-payment.mjs <method> <amount> <currency> [reference]',
  );
  process.exit(2);
}

const response = await fetch(new URL('api/payments', base.endsWith('/') ? base : `${base}/`), {
  method: 'POST',
  headers: {
    authorization: `Bearer ${secretKey}`,
    'content-type': 'application/json',
    // A retry after a lost answer must not create a second payment.
    'idempotency-key': randomUUID(),
  },
  body: JSON.stringify({
    payment_method: method,
    amount: Number(amount),
    currency,
    ...(reference ? { reference } : {}),
    description: `Order ${reference ?? 'example'}`,
  }),
});
const body = await response.json();
if (!body.success) {
  console.error(`${response.status} ${JSON.stringify(body.error)}`);
  process.exit(1);
}
console.log(JSON.stringify(body.data));
