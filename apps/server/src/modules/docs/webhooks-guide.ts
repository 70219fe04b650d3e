import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  liveRetryDelaysSeconds,
  replayPerSecond,
  testRetryDelaysSeconds,
  webhookResponseBodyMaxBytes,
  webhookTimeoutSeconds,
} from '@paydeck/contract/webhook-types';
import { escapeHtml } from '../../lib/html.ts';

/** The receiver the guide shows; webhooks.test.ts runs the copy on the page against real deliveries. */
const example = readFileSync(path.join(import.meta.dirname, 'examples/verify-webhook.mjs'), 'utf8');

const duration = (seconds: number) =>
  seconds === 0
    ? 'immediately'
    : seconds < 60
      ? `${seconds} s`
      : seconds < 3600
        ? `${seconds / 60} min`
        : `${seconds / 3600} h`;

/** `/docs/webhooks`: what a delivery looks like and how to verify it, rendered on the server like the reference. */
export const renderWebhooksGuide = (basePath: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Paydeck webhooks</title><link rel="stylesheet" href="${escapeHtml(basePath)}docs/docs.css"></head>
<body><nav><h1>Paydeck</h1><ul><li><a href="${escapeHtml(basePath)}docs">API reference</a></li><li><a href="#verify">Verify a delivery</a></li><li><a href="#retries">Retries</a></li></ul></nav>
<main><h2>Webhooks</h2>
<p>Add an endpoint in Developers › Webhooks (or <code>POST /api/webhook_endpoints</code>) and choose its events. Each event is
posted to it as JSON, signed per the <a href="https://www.standardwebhooks.com">Standard Webhooks</a> specification:</p>
<table><tr><th>Header</th><th>Value</th></tr>
<tr><td><code>webhook-id</code></td><td>The event id (<code>evt_…</code>; test events <code>evt_test_…</code>): the same on every retry.</td></tr>
<tr><td><code>webhook-timestamp</code></td><td>Unix seconds when this attempt was signed.</td></tr>
<tr><td><code>webhook-signature</code></td><td><code>v1,</code> and the base64 HMAC-SHA256 of <code>id.timestamp.body</code>, keyed with the base64 part of your
<code>whsec_…</code> secret. After a secret roll, two signatures separated by a space until the old secret expires: accept either.</td></tr></table>
<p>The body is <code>{ "id", "type", "created", "livemode", "data": { "object" } }</code>, the object as the API returns it.</p>
<h2 id="verify">Verify a delivery</h2>
<p>Verify the signature over the raw body before parsing it, and refuse old timestamps (the library allows 5 minutes). Answer
2xx within ${webhookTimeoutSeconds} s; do slow work after answering. This receiver runs as it is:</p>
<pre><code class="example">${escapeHtml(example)}</code></pre>
<h2 id="retries">Retries and order</h2>
<p>Delivery is at least once and in no promised order: drop a repeated <code>webhook-id</code>, and read the object's status
rather than the order events arrived in. An attempt fails without a 2xx answer within ${webhookTimeoutSeconds} s; redirects are
not followed. Live mode retries ${liveRetryDelaysSeconds.slice(1).map(duration).join(', ')}, then every 10 h for 3 days; test mode
tries ${testRetryDelaysSeconds.length} times (${testRetryDelaysSeconds.map(duration).join(', ')}). An endpoint whose every attempt
has failed for 3 days is disabled, and the account's owner is told. Every attempt is in Developers › Webhook histories
(the first ${webhookResponseBodyMaxBytes / 1024} KB of each answer), where one can be resent or a filtered set replayed (at most
${replayPerSecond} a second per endpoint).</p>
<p>Live endpoints must use https and may not resolve to loopback, private, link-local or cloud metadata addresses.</p>
</main></body></html>`;
