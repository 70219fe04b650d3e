import { describe, expect, it } from 'vitest';
import { isWebhookUrl, webhookUrlMax, webhookUrlProtocolAllowed } from './webhook-types.ts';
import { webhookEndpointCreateBody } from './webhooks.ts';

const schemaAccepts = (url: string) =>
  webhookEndpointCreateBody.safeParse({ url, enabled_events: ['*'], livemode: 0 }).success;

describe('webhook URL rule', () => {
  // The forms check with isWebhookUrl, the server with the schema: they must agree on every case.
  const cases = [
    'https://shop.example.com/paydeck/webhooks',
    'http://127.0.0.1:4242/hooks?x=1',
    '  https://shop.example.com/padded  ',
    'HTTPS://SHOP.EXAMPLE.COM/',
    'https://[::1]:8443/',
    'ftp://shop.example.com/',
    'http:shop.example.com',
    'https:/shop.example.com',
    'https://',
    'shop.example.com/webhooks',
    'https://exa mple.com/',
    '',
    `https://example.com/${'a'.repeat(webhookUrlMax - 20)}`,
    `https://example.com/${'a'.repeat(webhookUrlMax)}`,
  ];

  it.each(cases)('judges %j as the endpoint schema does', (url) => {
    expect(isWebhookUrl(url)).toBe(schemaAccepts(url));
  });

  it('accepts http(s) URLs and refuses the rest', () => {
    expect(isWebhookUrl('https://shop.example.com/hooks')).toBe(true);
    expect(isWebhookUrl('ftp://shop.example.com/')).toBe(false);
    expect(isWebhookUrl('not a url')).toBe(false);
  });

  it('lets only https through in live mode', () => {
    expect(webhookUrlProtocolAllowed('http://shop.example.com/', false)).toBe(true);
    expect(webhookUrlProtocolAllowed('http://shop.example.com/', true)).toBe(false);
    expect(webhookUrlProtocolAllowed('https://shop.example.com/', true)).toBe(true);
  });
});
