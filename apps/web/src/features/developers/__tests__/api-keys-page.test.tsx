import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, refusal } from '../../../test/api-mock.ts';
import {
  createdPair,
  createdSecret,
  openApiKeys,
  owner,
  page,
  publishable,
  publishableText,
  rolled,
  rolledSecret,
  rolledSecretText,
  rowWith,
  secret,
} from './fixtures.ts';

const writeText = vi.fn(async (_text: string) => undefined);

beforeEach(() => {
  writeText.mockClear();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => vi.unstubAllGlobals());

/** The dialog that shows a secret: only its Done button closes it, once the acknowledgement is ticked. */
const acknowledgeAndClose = async (dialog: HTMLElement) => {
  const done = within(dialog).getByRole('button', { name: 'Done' });
  expect(done.hasAttribute('disabled')).toBe(true);
  fireEvent.click(within(dialog).getByLabelText('I have copied the secret key and stored it somewhere safe'));
  await waitFor(() => expect(done.hasAttribute('disabled')).toBe(false));
  fireEvent.click(done);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
};

// antd's table, select and modal render slowly under a full parallel run.
describe('API keys page', { timeout: 30_000 }, () => {
  it("lists the mode's keys: the publishable one in full and copyable, the secret masked, a rolled one with its end", async () => {
    const queries: URLSearchParams[] = [];
    mockApi({
      'GET /api/keys': (_body: unknown, url: URL) => {
        queries.push(url.searchParams);
        return page([publishable, secret, rolledSecret]);
      },
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    openApiKeys();
    expect(await screen.findByText(publishableText)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'API keys' })).toBeTruthy();
    expect(screen.getByTestId('mode-tag').textContent).toBe('Test mode');
    expect(Object.fromEntries(queries[0] ?? [])).toEqual({ livemode: '0', per_page: '100' });

    const secretRow = rowWith('key_sk');
    expect(within(secretRow).getByText('sk_test_…SSSS')).toBeTruthy();
    expect(within(secretRow).getByText('Secret key')).toBeTruthy();
    expect(within(secretRow).getByText('Active').closest('.ant-tag')?.className).toContain('green');
    expect(within(secretRow).queryByRole('button', { name: /Copy/ })).toBeNull();
    expect(within(secretRow).getByText('2026-01-01 08:00:00')).toBeTruthy();

    const old = rowWith('key_old');
    expect(within(old).getByText('Expiring').closest('.ant-tag')?.className).toContain('orange');
    expect(within(old).getByText('Stops working at 2026-01-02 08:00:00')).toBeTruthy();
    // A rolled key can't be rolled again; the current ones can.
    await waitFor(() => expect(within(secretRow).getByRole('button', { name: 'Roll key' })).toBeTruthy());
    expect(within(old).queryByRole('button', { name: 'Roll key' })).toBeNull();

    fireEvent.click(within(rowWith('key_pk')).getByRole('button', { name: /Copy/ }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(publishableText));
    expect(screen.getByRole('link', { name: /API documentation/ }).getAttribute('href')).toBe('/docs');
  });

  it('labels live mode and asks for live keys', async () => {
    const queries: URLSearchParams[] = [];
    mockApi({
      'GET /api/keys': (_body: unknown, url: URL) => {
        queries.push(url.searchParams);
        return page([]);
      },
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    openApiKeys('1');
    expect(await screen.findByText('This account has no live API keys yet')).toBeTruthy();
    expect(screen.getByTestId('mode-tag').textContent).toBe('Live mode');
    expect(queries[0]?.get('livemode')).toBe('1');
  });

  it('creates the keys from the empty state and shows the secret once, until it is acknowledged', async () => {
    let keys: unknown[] = [];
    const { calls } = mockApi({
      'GET /api/keys': () => page(keys),
      'POST /api/keys': () => {
        keys = [publishable, secret];
        return createdPair;
      },
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    openApiKeys();
    expect(await screen.findByText('This account has no test API keys yet')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /Create API keys/ }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Your new API keys')).toBeTruthy();
    expect(within(dialog).getByText('Copy the secret key now')).toBeTruthy();
    expect(within(dialog).getByTestId('revealed-secret').textContent).toBe(createdSecret);
    expect(within(dialog).getByTestId('revealed-publishable').textContent).toBe(publishableText);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ livemode: 0 });

    // Escape doesn't close it, and there is no close button.
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /Close/ })).toBeNull();

    const copies = within(dialog).getAllByRole('button', { name: /Copy/ });
    fireEvent.click(copies.at(-1) as HTMLElement);
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(createdSecret));

    await acknowledgeAndClose(dialog);
    // The list now shows the secret masked; the full one is gone from the page.
    expect(await screen.findByText('sk_test_…SSSS')).toBeTruthy();
    expect(screen.queryByText(createdSecret)).toBeNull();
  });

  it("rolls a secret key with the old key's expiry chosen, and shows the new secret once", async () => {
    const { calls } = mockApi({
      'GET /api/keys': page([publishable, secret]),
      'POST /api/keys/key_sk/roll': rolled,
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    openApiKeys();
    await screen.findByText('sk_test_…SSSS');
    fireEvent.click(await within(rowWith('key_sk')).findByRole('button', { name: 'Roll key' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Roll the secret key')).toBeTruthy();
    expect(within(dialog).getByText(/A new key replaces sk_test_…SSSS/)).toBeTruthy();
    expect(
      within(dialog).getByText('The old key stops working at once: every request that still uses it is refused.'),
    ).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    const option = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (node) => node.textContent === 'In 24 hours',
    );
    if (!option) throw new Error('no 24 h option');
    fireEvent.click(option);
    expect(await within(dialog).findByText(/The old key keeps working until/)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Roll key' }));
    expect(await screen.findByText('Your new secret key')).toBeTruthy();
    expect(screen.getByTestId('revealed-secret').textContent).toBe(rolledSecretText);
    expect(screen.queryByTestId('revealed-publishable')).toBeNull();
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/keys/key_sk/roll',
      body: { expires_in: '24h', livemode: 0 },
    });
    await acknowledgeAndClose(screen.getByRole('dialog'));
  });

  it("shows a refused roll's reason in the dialog", async () => {
    mockApi({
      'GET /api/keys': page([publishable, secret]),
      'POST /api/keys/key_sk/roll': refusal(409, 'api_key_rolled', 'This key was already rolled.'),
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    openApiKeys();
    fireEvent.click(await within(await waitFor(() => rowWith('key_sk'))).findByRole('button', { name: 'Roll key' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Roll key' }));
    expect(await within(dialog).findByText('This key was already rolled.')).toBeTruthy();
  });

  it('gives a member who may create but not roll keys no roll button', async () => {
    let keys: unknown[] = [];
    mockApi({
      'GET /api/keys': () => page(keys),
      'POST /api/keys': () => {
        keys = [publishable, secret];
        return createdPair;
      },
      'GET /v1/accounts/acct_a/permissions': { permissions: ['list_api_keys', 'add_api_key'], roles: ['developer'] },
    });
    openApiKeys();
    fireEvent.click(await screen.findByRole('button', { name: /Create API keys/ }));
    await acknowledgeAndClose(await screen.findByRole('dialog'));
    expect(await screen.findByText('sk_test_…SSSS')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Roll key' })).toBeNull();
  });

  it('tells a member who may only list keys whom to ask for them', async () => {
    const { calls } = mockApi({
      'GET /api/keys': page([]),
      'GET /v1/accounts/acct_a/permissions': { permissions: ['list_api_keys'], roles: ['analyst'] },
    });
    openApiKeys();
    expect(await screen.findByText('Ask the account owner or an administrator to create them.')).toBeTruthy();
    // The grant has arrived (and still offers no button), not merely not yet.
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/permissions'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('button', { name: /Create API keys/ })).toBeNull();
  });

  it('says when the keys cannot be loaded, and retries', async () => {
    let fail = true;
    mockApi({
      'GET /api/keys': () =>
        fail ? refusal(403, 'forbidden', 'You do not have permission to do this.') : page([publishable, secret]),
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    openApiKeys();
    expect(await screen.findByText('The API keys could not be loaded')).toBeTruthy();
    expect(screen.getByText('You do not have permission to do this.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(publishableText)).toBeTruthy();
  });
});
