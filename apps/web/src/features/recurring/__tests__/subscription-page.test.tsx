import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock.ts';
import { charge, created, openRecurring, owner, subscription, viewer, withDetail } from './fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const field = (key: string) => document.querySelector(`dd[data-field="${key}"]`)?.textContent;

// Trialing on a test clock at 2026-01-01 08:00 Shanghai, the trial ending a week later.
const clocked = {
  ...subscription,
  status: 'trialing',
  interval_completed: 0,
  time_trial_end: created + 7 * 86_400,
  time_current_period_end: created + 7 * 86_400,
  test_clock: { frozen_time: created },
};

describe('subscription detail', { timeout: 30_000 }, () => {
  it('shows every field, its links and its charges', async () => {
    mockApi({
      'GET /api/subscriptions/sub_gold': withDetail(subscription, [charge]),
      'GET /v1/accounts/acct_a/permissions': viewer,
    });
    openRecurring('/accounts/acct_a/subscriptions/sub_gold');
    expect((await screen.findByTestId('subscription-amount')).textContent).toBe('CNY 99.00');
    expect(field('interval')).toBe('Every month, 12 times');
    expect(field('completed')).toBe('3 of 12');
    expect(field('nextInvoiced')).toBe('2026-02-01 08:00:00');
    expect(field('trialEnd')).toBe('—');
    expect(field('metadata')).toBe('plan: gold');
    expect(
      within(screen.getByRole('region', { name: 'Details' })).getByRole('link', { name: 'mdt_signed' }),
    ).toBeTruthy();
    const payments = within(screen.getByRole('region', { name: 'Payments' }));
    expect(payments.getByRole('link', { name: 'pay_charge1' })).toBeTruthy();
    expect(payments.getByText('Failed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    expect(screen.queryByTestId('test-clock')).toBeNull();
  });

  it('cancels after a confirmation', async () => {
    const { calls } = mockApi({
      'GET /api/subscriptions/sub_gold': withDetail(subscription),
      'POST /api/subscriptions/sub_gold/cancel': { ...subscription, status: 'canceled' },
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    openRecurring('/accounts/acct_a/subscriptions/sub_gold');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('Cancel this subscription?')).toBeTruthy();
    fireEvent.click(document.querySelector<HTMLElement>('.ant-popconfirm .ant-btn-dangerous') as HTMLElement);
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toEqual({
        method: 'POST',
        path: '/api/subscriptions/sub_gold/cancel',
        body: { livemode: 0 },
      }),
    );
  });

  it('advances the test clock by an interval or to the next charge, and shows the answer', async () => {
    let current: Record<string, unknown> = withDetail(clocked);
    const { calls } = mockApi({
      'GET /api/subscriptions/sub_gold': () => current,
      'POST /api/subscriptions/sub_gold/test_clock/advance': (body: { frozen_time: number }) => {
        current = withDetail(
          { ...clocked, status: 'active', interval_completed: 1, test_clock: { frozen_time: body.frozen_time } },
          [{ ...charge, status: 'paid', failure_code: null, failure_message: null }],
        );
        return current;
      },
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    openRecurring('/accounts/acct_a/subscriptions/sub_gold');
    const clock = within(await screen.findByTestId('test-clock'));
    expect(clock.getByTestId('frozen-time').textContent).toBe('2026-01-01 08:00:00');
    // Two months at most: until 2026-03-01 08:00.
    expect(await clock.findByText(/until 2026-03-01 08:00:00/)).toBeTruthy();

    fireEvent.click(clock.getByRole('button', { name: 'To next charge' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toEqual({
        method: 'POST',
        path: '/api/subscriptions/sub_gold/test_clock/advance',
        body: { frozen_time: created + 7 * 86_400, livemode: 0 },
      }),
    );
    await waitFor(() => expect(screen.getByTestId('frozen-time').textContent).toBe('2026-01-08 08:00:00'));
    expect(field('status')).toBe('Active');

    // One month on from 2026-01-08 08:00 Shanghai.
    fireEvent.click(screen.getByRole('button', { name: '+1 interval' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
        frozen_time: created + 38 * 86_400,
        livemode: 0,
      }),
    );
  });

  it('has no test clock card in live mode', async () => {
    mockApi({
      'GET /api/subscriptions/sub_gold': withDetail(clocked),
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    openRecurring('/accounts/acct_a/subscriptions/sub_gold', { live: true });
    await screen.findByTestId('subscription-amount');
    expect(screen.queryByTestId('test-clock')).toBeNull();
  });

  it('has nothing to advance once nothing more will be charged', async () => {
    mockApi({
      'GET /api/subscriptions/sub_gold': withDetail({ ...clocked, status: 'completed', time_current_period_end: null }),
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    openRecurring('/accounts/acct_a/subscriptions/sub_gold');
    const clock = within(await screen.findByTestId('test-clock'));
    expect(clock.getByText(/Nothing more will be charged/)).toBeTruthy();
    expect(clock.queryByRole('button', { name: '+1 interval' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });
});
