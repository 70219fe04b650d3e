import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, refusal } from '../../../test/api-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import GettingStartedPage from '../pages/getting-started.page.tsx';

const steps = [
  { key: 'account_information', done: true },
  { key: 'two_factor', done: false },
  { key: 'api_key', done: false },
  { key: 'test_payment', done: false },
  { key: 'webhook_endpoint', done: false },
  { key: 'teammate_invited', done: true },
  { key: 'account_activated', done: false },
];

const open = () =>
  renderRoutes(
    [{ path: '/accounts/:accountId/getting-started', Component: GettingStartedPage }],
    '/accounts/acct_a/getting-started',
  );

afterEach(() => vi.unstubAllGlobals());

describe('GettingStartedPage', () => {
  it("ticks the server's done steps and links each step to where it is done", async () => {
    mockApi({ 'GET /v1/accounts/acct_a/getting_started': { steps } });
    open();
    expect(await screen.findByText('2 of 7 steps done')).toBeTruthy();
    const step = (key: string) => screen.getByTestId(`step-${key}`);
    expect(step('account_information').dataset.done).toBe('true');
    expect(within(step('account_information')).getByRole('img', { name: 'Done' })).toBeTruthy();
    expect(within(step('two_factor')).getByRole('img', { name: 'Not done yet' })).toBeTruthy();
    expect(within(step('two_factor')).getByText('Turn on two-factor authentication')).toBeTruthy();
    const links = Object.fromEntries(
      steps.map(({ key }) => [key, within(step(key)).getByRole('link').getAttribute('href')]),
    );
    expect(links).toEqual({
      account_information: '/accounts/acct_a/setting/account',
      two_factor: '/profile?tab=profile#two-factor',
      api_key: '/accounts/acct_a/developers/api_keys',
      test_payment: '/accounts/acct_a/paymentMethods/test_payment',
      webhook_endpoint: '/accounts/acct_a/developers/webhooks?add=1',
      teammate_invited: '/accounts/acct_a/team?tab=invites',
      account_activated: '/accounts/acct_a/setting/account',
    });
    fireEvent.click(within(step('api_key')).getByRole('link'));
    expect((await screen.findByTestId('landed')).textContent).toBe('/accounts/acct_a/developers/api_keys');
  });

  it('says when the checklist cannot be loaded, and retries', async () => {
    let fail = true;
    mockApi({
      'GET /v1/accounts/acct_a/getting_started': () =>
        fail ? refusal(404, 'not_found', 'The requested resource does not exist.') : { steps },
    });
    open();
    expect(await screen.findByText('The checklist could not be loaded')).toBeTruthy();
    expect(screen.getByText('The requested resource does not exist.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('2 of 7 steps done')).toBeTruthy();
  });
});
