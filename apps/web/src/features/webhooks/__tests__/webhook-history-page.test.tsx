import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../lib/locale.ts';
import { mockApi } from '../../../test/api-mock.ts';
import { analyst, failedAttempt, openWebhooks, owner } from './fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const timedOut = {
  ...failedAttempt,
  event_type: 'refund.succeeded',
  object_id: 're_1',
  origin: 'replay',
  attempt: 3,
  request_headers: { 'webhook-id': 'evt_1', x_trace_id: 't-1' },
  payload: '{"id":"evt_1","type":"refund.succeeded","data":{"object":{"id":"re_1"}}}',
  response_code: null,
  response_headers: null,
  response_body: null,
  error: 'timeout',
  duration_ms: 10_002,
};
const path = '/accounts/acct_a/developers/webhook_histories/wh_1';

describe('a delivery attempt', { timeout: 30_000 }, () => {
  it('shows what was sent as sent, why it failed in words, and resends after a confirmation', async () => {
    const { calls } = mockApi({
      'GET /api/webhook_histories/wh_1': timedOut,
      'POST /api/webhook_histories/wh_1/resend': { delivery_id: 'wd_2', endpoint_id: 'we_orders', event_id: 'evt_1' },
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    openWebhooks(path);
    expect(await screen.findByText('No complete answer within 10 seconds.')).toBeTruthy();
    expect(screen.getByText('Attempt 3')).toBeTruthy();
    expect(screen.getByText('Replay')).toBeTruthy();
    // Header names as they were sent, and the payload indented.
    expect(screen.getByText('x_trace_id')).toBeTruthy();
    expect(screen.getByTestId('payload').textContent).toContain('\n  "type": "refund.succeeded",');
    expect(screen.getAllByText('No response').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 're_1' }).getAttribute('href')).toBe(
      '/accounts/acct_a/transaction/refunds/re_1',
    );

    fireEvent.click(screen.getByRole('button', { name: /Resend/ }));
    expect(await screen.findByText('Send this event again?')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(screen.getAllByRole('button', { name: /Resend/ }).at(-1) as HTMLElement);
    expect(await screen.findByText('Queued: the new attempts appear in the histories within seconds')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/webhook_histories/wh_1/resend',
      body: { livemode: 0 },
    });
  });

  it('says each failure reason in Chinese too, and offers no resend to a member who may only look', async () => {
    const { calls } = mockApi({
      'GET /api/webhook_histories/wh_1': { ...timedOut, error: 'address_blocked' },
      'GET /v1/accounts/acct_a/permissions': analyst,
    });
    await changeLocale('zh-CN');
    try {
      openWebhooks(path);
      expect(
        await screen.findByText('未发送：正式模式的事件不能发往本机、私有网络、链路本地或云元数据地址。'),
      ).toBeTruthy();
      await waitFor(() => expect(calls.some((call) => call.path.endsWith('/permissions'))).toBe(true));
      expect(screen.queryByRole('button', { name: /重新发送/ })).toBeNull();
    } finally {
      await changeLocale('en-US');
    }
  });
});
