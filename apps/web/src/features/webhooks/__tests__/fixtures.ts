import { renderRoutes } from '../../../test/render.tsx';
import WebhookPage from '../pages/webhook.page.tsx';
import WebhookHistoriesPage from '../pages/webhook-histories.page.tsx';
import WebhookHistoryPage from '../pages/webhook-history.page.tsx';
import WebhooksPage from '../pages/webhooks.page.tsx';

export const owner = { permissions: 'all permissions', roles: ['owner'] };
/** A member who may look but not change (the analyst role's webhook permissions). */
export const analyst = { permissions: ['list_webhook_endpoints', 'list_webhook_histories'], roles: ['analyst'] };

export const page = <T>(list: T[]) => ({ list, total: list.length, page: 1, per_page: 20 });

export const endpoint = {
  id: 'we_orders',
  object: 'webhook_endpoint',
  livemode: false,
  url: 'https://shop.example.com/hooks',
  description: 'Order fulfilment',
  enabled_events: ['payment.succeeded', 'refund.succeeded'],
  api_version: '2026-11-01',
  status: 'enabled',
  disabled_reason: null,
  time_secret_rolled_expires: null,
  // 2026-01-01 00:00:00 UTC: 08:00 in Shanghai.
  time_created: 1_767_225_600,
  time_updated: 1_767_225_600,
};

export const failingEndpoint = { ...endpoint, id: 'we_broken', status: 'disabled', disabled_reason: 'failing' };

/** One failed delivery attempt, as the histories list it. */
export const failedAttempt = {
  id: 'wh_1',
  object: 'webhook_history',
  livemode: false,
  endpoint_id: 'we_orders',
  delivery_id: 'wd_1',
  event_id: 'evt_1',
  event_type: 'payment.succeeded',
  object_id: 'pay_1',
  origin: 'event',
  attempt: 2,
  request_method: 'POST',
  notify_url: 'https://shop.example.com/hooks',
  status: 'failed',
  request_headers: {},
  payload: '{}',
  response_code: 500,
  response_headers: {},
  response_body: 'down',
  error: null,
  duration_ms: 31,
  time_created: 1_767_225_600,
};

/** The webhook pages on account acct_a in a mode (the shell stores both), times in Shanghai. */
export const openWebhooks = (path: string, livemode: '0' | '1' = '0') => {
  window.localStorage.setItem('accountId', 'acct_a');
  window.localStorage.setItem('timezone', 'Asia/Shanghai');
  window.localStorage.setItem('livemode', livemode);
  return renderRoutes(
    [
      { path: '/accounts/:accountId/developers/webhooks', Component: WebhooksPage },
      { path: '/accounts/:accountId/developers/webhooks/:id', Component: WebhookPage },
      { path: '/accounts/:accountId/developers/webhook_histories', Component: WebhookHistoriesPage },
      { path: '/accounts/:accountId/developers/webhook_histories/:id', Component: WebhookHistoryPage },
    ],
    path,
  );
};
