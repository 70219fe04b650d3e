// A receiver for Paydeck webhooks: verify each delivery with the Standard Webhooks library
// (npm install standardwebhooks), then act on it. Run it with the endpoint's signing secret:
//
//   PAYDECK_WEBHOOK_SECRET=whsec_… PORT=4242 node verify-webhook.mjs
import http from 'node:http';
import { Webhook } from 'standardwebhooks';

const webhook = new Webhook(process.env.PAYDECK_WEBHOOK_SECRET);
const seen = new Set();

http
  .createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      let event;
      try {
        // Checks the signature over the exact bytes received, and that the timestamp is recent.
        event = webhook.verify(Buffer.concat(chunks).toString('utf8'), request.headers);
      } catch {
        response.writeHead(400).end();
        return;
      }
      // Delivery is at least once: the same webhook-id may come again; act on it once.
      if (!seen.has(event.id)) {
        seen.add(event.id);
        console.log(`${event.type} ${event.data.object.id}`);
      }
      response.writeHead(200).end();
    });
  })
  .listen(Number(process.env.PORT ?? 4242), '127.0.0.1');
