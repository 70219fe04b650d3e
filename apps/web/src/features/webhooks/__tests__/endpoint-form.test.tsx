import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../lib/locale.ts';
import { mockApi, refusal } from '../../../test/api-mock.ts';
import { changesOf, fieldsOf, formValuesOf } from '../components/endpoint-values.ts';
import { normalizeEvents } from '../components/event-choices.ts';
import { analyst, endpoint, openWebhooks, owner, page } from './fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const listPath = '/accounts/acct_a/developers/webhooks';

/** The add form, opened from the empty list's button. */
const openForm = async (livemode: '0' | '1' = '0') => {
  const router = openWebhooks(listPath, livemode);
  // The title row's button (the empty list offers a second one).
  fireEvent.click((await screen.findAllByRole('button', { name: /Add endpoint/ }))[0] as HTMLElement);
  return { router, dialog: await screen.findByRole('dialog') };
};

const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

/** Picks event types in the form's multi-select by their names, searching for each (the list is virtual). */
const chooseEvents = async (dialog: HTMLElement, ...names: string[]) => {
  const search = within(dialog).getByLabelText('Events to send');
  fireEvent.mouseDown(search);
  for (const name of names) {
    fireEvent.change(search, { target: { value: name } });
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
        (node) => node.getAttribute('title') === name || node.textContent?.startsWith(name),
      );
      if (!found) throw new Error(`no option ${name}`);
      return found;
    });
    fireEvent.click(option);
  }
};

const submit = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));

describe('the endpoint form (spec §5: URL required and valid, at least one event)', { timeout: 30_000 }, () => {
  it("refuses what the server would, with the contract's rules, and sends nothing", async () => {
    const { calls } = mockApi({ 'GET /api/webhook_endpoints': page([]), 'GET /v1/accounts/acct_a/permissions': owner });
    const { dialog } = await openForm();
    submit(dialog);
    expect(await within(dialog).findByText('Please enter the endpoint URL')).toBeTruthy();
    expect(within(dialog).getByText('Please choose at least one event')).toBeTruthy();

    for (const bad of ['shop.example.com/hooks', 'ftp://shop.example.com/', 'https://', 'http:shop.example.com']) {
      type(dialog, 'Endpoint URL', bad);
      expect(
        await within(dialog).findByText('Please enter a valid http:// or https:// URL of at most 2048 characters'),
      ).toBeTruthy();
    }
    type(dialog, 'Endpoint URL', `https://shop.example.com/${'a'.repeat(2048)}`);
    expect(
      await within(dialog).findByText('Please enter a valid http:// or https:// URL of at most 2048 characters'),
    ).toBeTruthy();
    // Test mode takes http, for a receiver on the developer's own machine.
    type(dialog, 'Endpoint URL', 'http://127.0.0.1:4242/hooks');
    await waitFor(() =>
      expect(
        within(dialog).queryByText('Please enter a valid http:// or https:// URL of at most 2048 characters'),
      ).toBeNull(),
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('takes only https in live mode, and says so in Chinese too', async () => {
    mockApi({ 'GET /api/webhook_endpoints': page([]), 'GET /v1/accounts/acct_a/permissions': owner });
    const { dialog } = await openForm('1');
    expect(within(dialog).getByText('Live-mode endpoints must use https://.')).toBeTruthy();
    type(dialog, 'Endpoint URL', 'http://shop.example.com/hooks');
    expect(await within(dialog).findByText('A live-mode endpoint must use an https:// URL')).toBeTruthy();
    type(dialog, 'Endpoint URL', 'https://shop.example.com/hooks');
    await waitFor(() => expect(within(dialog).queryByText('A live-mode endpoint must use an https:// URL')).toBeNull());

    await changeLocale('zh-CN');
    try {
      type(dialog, '端点 URL', 'http://shop.example.com/hooks');
      expect(await within(dialog).findByText('正式模式的端点必须使用 https:// 地址')).toBeTruthy();
    } finally {
      await changeLocale('en-US');
    }
  });

  it('adds the endpoint with the fields trimmed, and opens its page', async () => {
    const { calls } = mockApi({
      'GET /api/webhook_endpoints': page([]),
      'POST /api/webhook_endpoints': endpoint,
      'GET /api/webhook_endpoints/we_orders': endpoint,
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    const { router, dialog } = await openForm();
    type(dialog, 'Endpoint URL', '  https://shop.example.com/hooks ');
    type(dialog, 'Description', ' Order fulfilment ');
    await chooseEvents(dialog, 'payment.succeeded', 'refund.succeeded');
    submit(dialog);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${listPath}/we_orders`));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      livemode: 0,
      url: 'https://shop.example.com/hooks',
      description: 'Order fulfilment',
      enabled_events: ['payment.succeeded', 'refund.succeeded'],
      api_version: '2026-11-01',
    });
  });

  it("shows the server's refusal in the form", async () => {
    mockApi({
      'GET /api/webhook_endpoints': page([]),
      'POST /api/webhook_endpoints': refusal(
        422,
        'webhook_url_https_required',
        'A live-mode endpoint must use an https:// URL.',
      ),
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    const { dialog } = await openForm();
    type(dialog, 'Endpoint URL', 'https://shop.example.com/hooks');
    await chooseEvents(dialog, 'All events');
    submit(dialog);
    expect(await within(dialog).findByText('A live-mode endpoint must use an https:// URL.')).toBeTruthy();
  });

  it('opens from ?add=1 (the getting-started link), and not for a member who may not add', async () => {
    mockApi({ 'GET /api/webhook_endpoints': page([]), 'GET /v1/accounts/acct_a/permissions': owner });
    openWebhooks(`${listPath}?add=1`);
    expect(await screen.findByRole('dialog', { name: 'Add a webhook endpoint' })).toBeTruthy();
    // The title row links to the guide that shows how to verify what Paydeck sends.
    expect(screen.getByRole('link', { name: /Webhooks guide/ }).getAttribute('href')).toBe('/docs/webhooks');
  });

  it('tells a member who may only look whom to ask', async () => {
    const { calls } = mockApi({
      'GET /api/webhook_endpoints': page([]),
      'GET /v1/accounts/acct_a/permissions': analyst,
    });
    openWebhooks(`${listPath}?add=1`);
    expect(await screen.findByText('Ask the account owner or an administrator to add one.')).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/permissions'))).toBe(true));
    expect(screen.queryByRole('button', { name: /Add endpoint/ })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the endpoint form values', () => {
  it('treats "All events" as all, and a type picked after it as narrowing to that type', () => {
    expect(normalizeEvents(['payment.succeeded', '*'], ['payment.succeeded'])).toEqual(['*']);
    expect(normalizeEvents(['*', 'refund.failed'], ['*'])).toEqual(['refund.failed']);
    expect(normalizeEvents(['refund.failed'], [])).toEqual(['refund.failed']);
  });

  it('sends only what changed when editing, and clears an emptied description', () => {
    const row = {
      ...formValuesOf({ ...endpointRow, description: 'Old' }),
    };
    expect(changesOf({ ...endpointRow, description: 'Old' }, row)).toEqual({});
    expect(
      changesOf(endpointRow, {
        ...formValuesOf(endpointRow),
        description: '  ',
        enabledEvents: ['refund.succeeded', 'payment.succeeded'],
      }),
    ).toEqual({ description: null });
    expect(changesOf(endpointRow, { ...formValuesOf(endpointRow), url: ' https://new.example.com/h ' })).toEqual({
      url: 'https://new.example.com/h',
    });
    expect(fieldsOf({ url: 'https://a.example/', enabledEvents: ['*'], apiVersion: '2026-11-01' })).toEqual({
      url: 'https://a.example/',
      enabledEvents: ['*'],
      apiVersion: '2026-11-01',
    });
  });
});

const endpointRow = {
  id: 'we_orders',
  object: 'webhook_endpoint' as const,
  livemode: false,
  url: 'https://shop.example.com/hooks',
  description: 'Order fulfilment' as string | null,
  enabledEvents: ['payment.succeeded' as const, 'refund.succeeded' as const],
  apiVersion: '2026-11-01' as const,
  status: 'enabled' as const,
  disabledReason: null,
  timeSecretRolledExpires: null,
  timeCreated: 1_767_225_600,
  timeUpdated: 1_767_225_600,
};
