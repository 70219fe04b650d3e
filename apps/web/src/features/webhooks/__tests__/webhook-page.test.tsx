import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock.ts';
import { analyst, endpoint, failingEndpoint, openWebhooks, owner } from './fixtures.ts';

const writeText = vi.fn(async (_text: string) => undefined);
beforeEach(() => {
  writeText.mockClear();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => vi.unstubAllGlobals());

const detailPath = '/accounts/acct_a/developers/webhooks/we_orders';
const secret = `whsec_${'S'.repeat(43)}=`;

describe('the endpoint page', { timeout: 30_000 }, () => {
  it('reveals the signing secret on demand, says reveals are logged, and copies it', async () => {
    const { calls } = mockApi({
      'GET /api/webhook_endpoints/we_orders': endpoint,
      'GET /api/webhook_endpoints/we_orders/secret': {
        secret,
        previous_secret: null,
        time_previous_secret_expires: null,
      },
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    openWebhooks(detailPath);
    expect(await screen.findByText('https://shop.example.com/hooks')).toBeTruthy();
    expect(screen.getByText('Each reveal is written to the activity log.')).toBeTruthy();
    expect(screen.queryByTestId('signing-secret')).toBeNull();
    expect(calls.some((call) => call.path.endsWith('/secret'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: /Reveal signing secret/ }));
    expect((await screen.findByTestId('signing-secret')).textContent).toBe(secret);
    fireEvent.click(screen.getAllByRole('button', { name: /Copy/ }).at(-1) as HTMLElement);
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(secret));
    fireEvent.click(screen.getByRole('button', { name: /Hide/ }));
    await waitFor(() => expect(screen.queryByTestId('signing-secret')).toBeNull());
  });

  it('rolls the secret with the chosen overlap, and shows the new one beside the old until it stops', async () => {
    const rolled = `whsec_${'N'.repeat(43)}=`;
    const { calls } = mockApi({
      'GET /api/webhook_endpoints/we_orders': endpoint,
      'POST /api/webhook_endpoints/we_orders/roll_secret': {
        secret: rolled,
        previous_secret: secret,
        // 2026-01-08 00:00:00 UTC: 08:00 in Shanghai.
        time_previous_secret_expires: 1_767_830_400,
      },
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    openWebhooks(detailPath);
    fireEvent.click(await screen.findByRole('button', { name: /Roll secret/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Events are signed with both secrets until/)).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    const option = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (node) => node.textContent === 'In 7 days',
    );
    if (!option) throw new Error('no 7 day option');
    fireEvent.click(option);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Roll secret' }));
    expect((await screen.findByTestId('signing-secret')).textContent).toBe(rolled);
    expect(screen.getByTestId('previous-signing-secret').textContent).toBe(secret);
    expect(screen.getByText('Still signs beside the new one until 2026-01-08 08:00:00')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ expires_in: '7d', livemode: 0 });
  });

  it('says loudly why Paydeck disabled a failing endpoint, and enables it again', async () => {
    const { calls } = mockApi({
      'GET /api/webhook_endpoints/we_broken': failingEndpoint,
      'PUT /api/webhook_endpoints/we_broken': { ...failingEndpoint, status: 'enabled', disabled_reason: null },
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    openWebhooks('/accounts/acct_a/developers/webhooks/we_broken');
    const notice = await screen.findByTestId('endpoint-failing');
    expect(within(notice).getByText('Paydeck disabled this endpoint because it kept failing')).toBeTruthy();
    expect(screen.getByText('Disabled: failing').closest('.ant-tag')?.className).toContain('red');
    // A disabled endpoint takes no test event.
    expect(screen.getByRole('button', { name: /Send test event/ }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('switch'));
    expect(await screen.findByText('Endpoint enabled')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ status: 'enabled', livemode: 0 });
  });

  it('sends a test event of the chosen type and links to its deliveries', async () => {
    const { calls } = mockApi({
      'GET /api/webhook_endpoints/we_orders': endpoint,
      'POST /api/webhook_endpoints/we_orders/test': {
        delivery_id: 'wd_1',
        endpoint_id: 'we_orders',
        event_id: 'evt_test_1',
      },
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    const router = openWebhooks(detailPath);
    fireEvent.click(await screen.findByRole('button', { name: /Send test event/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Test event queued')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ type: 'payment.succeeded', livemode: 0 });
    fireEvent.click(within(dialog).getByRole('link', { name: 'View in histories' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/accounts/acct_a/developers/webhook_histories?endpointId=we_orders&eventType=payment.succeeded',
      ),
    );
  });

  it('deletes the endpoint after a confirmation and goes back to the list', async () => {
    const { calls } = mockApi({
      'GET /api/webhook_endpoints/we_orders': endpoint,
      'DELETE /api/webhook_endpoints/we_orders': endpoint,
      'GET /api/webhook_endpoints': { list: [], total: 0, page: 1, per_page: 20 },
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    const router = openWebhooks(detailPath);
    fireEvent.click(await screen.findByRole('button', { name: /Delete/ }));
    expect(await screen.findByText('Delete this endpoint?')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getAllByRole('button', { name: /Delete/ }).at(-1) as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts/acct_a/developers/webhooks'));
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('shows a member who may only look the endpoint, without its secret or any change', async () => {
    const { calls } = mockApi({
      'GET /api/webhook_endpoints/we_orders': endpoint,
      'GET /v1/accounts/acct_a/permissions': analyst,
    });
    openWebhooks(detailPath);
    expect(await screen.findByText('https://shop.example.com/hooks')).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/permissions'))).toBe(true));
    expect(screen.getByRole('link', { name: 'View deliveries' })).toBeTruthy();
    for (const name of [/Reveal signing secret/, /Roll secret/, /Send test event/, /Edit/, /Delete/])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
