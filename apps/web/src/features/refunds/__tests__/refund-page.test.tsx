import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../lib/locale.ts';
import { mockApi, refusal } from '../../../test/api-mock.ts';
import { failed, openRefunds, owner, pending, readOnly, refunded } from './fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const field = (key: string) => document.querySelector(`[data-field="${key}"]`) as HTMLElement;

describe('refund detail', { timeout: 30_000 }, () => {
  it('shows every refund field, linking its payment', async () => {
    mockApi({ 'GET /api/refunds/re_done': refunded, 'GET /v1/accounts/acct_a/permissions': owner });
    openRefunds('/accounts/acct_a/transaction/refunds/re_done');
    expect(await screen.findByRole('heading', { name: 'Refund details' })).toBeTruthy();
    await waitFor(() => expect(field('id').textContent).toBe('re_done'));
    expect(within(field('paymentId')).getByRole('link').getAttribute('href')).toBe(
      '/accounts/acct_a/transaction/payments/pay_one',
    );
    expect(field('paymentMethod').textContent).toBe('FPS (Faster Payment System)');
    expect(field('reference').textContent).toBe('rf-7');
    expect(field('paymentReference').textContent).toBe('order-10042');
    expect(field('status').textContent).toBe('Refunded');
    expect(field('amount').textContent).toBe('HKD 50.00');
    expect(field('amountLocal').textContent).toBe('HKD 50.00');
    expect(field('failureCode').textContent).toBe('—');
    expect(field('gatewayTransactionId').textContent).toBe('sim_rf_1');
    expect(field('metadata').textContent).toBe('order_id: 10042');
    expect(field('timeCreated').textContent).toBe('2026-01-01 08:00:00');
    expect(field('timeRefunded').textContent).toBe('2026-01-01 08:00:12');
    // A done refund has nothing to simulate.
    expect(screen.queryByText('Test-mode simulator')).toBeNull();
  });

  it('says why a refund failed', async () => {
    mockApi({ 'GET /api/refunds/re_fail': failed, 'GET /v1/accounts/acct_a/permissions': owner });
    openRefunds('/accounts/acct_a/transaction/refunds/re_fail');
    expect(await screen.findByText('This refund failed; its amount was returned to your balance')).toBeTruthy();
    expect(screen.getAllByText('The payment method declined the refund.')).toHaveLength(2);
    expect(field('failureCode').textContent).toBe('refund_declined');
  });

  it('answers a pending test refund through the simulator', async () => {
    let current: typeof pending | typeof refunded = pending;
    const { calls } = mockApi({
      'GET /api/refunds/re_wait': () => current,
      'POST /api/refunds/re_wait/simulate': () => {
        current = { ...refunded, id: 're_wait' };
        return current;
      },
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    openRefunds('/accounts/acct_a/transaction/refunds/re_wait');
    fireEvent.click(await screen.findByRole('button', { name: 'Simulate: mark refunded' }));
    expect(await screen.findByText('The refund is now refunded')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ outcome: 'refunded', livemode: 0 });
    await waitFor(() => expect(field('status').textContent).toBe('Refunded'));
    expect(screen.queryByRole('button', { name: 'Simulate: mark failed' })).toBeNull();
  });

  it('offers no simulator without the refund permission', async () => {
    mockApi({ 'GET /api/refunds/re_wait': pending, 'GET /v1/accounts/acct_a/permissions': readOnly });
    openRefunds('/accounts/acct_a/transaction/refunds/re_wait');
    await waitFor(() => expect(field('status')?.textContent).toBe('Pending'));
    expect(screen.queryByRole('button', { name: 'Simulate: mark refunded' })).toBeNull();
  });

  it("shows the refund's not-found message for an unknown or foreign id", async () => {
    mockApi({
      'GET /api/refunds/re_nope': refusal(404, 'refund_not_found', 'The refund does not exist.'),
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    openRefunds('/accounts/acct_a/transaction/refunds/re_nope');
    expect(await screen.findByTestId('refund-not-found')).toBeTruthy();
    expect(screen.getByText('The refund does not exist')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Back to refunds' }));
    await waitFor(() => expect(screen.queryByTestId('refund-not-found')).toBeNull());
  });

  it('says it in Chinese too', async () => {
    mockApi({
      'GET /api/refunds/re_nope': refusal(404, 'refund_not_found', '退款记录不存在。'),
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    await changeLocale('zh-CN');
    try {
      openRefunds('/accounts/acct_a/transaction/refunds/re_nope');
      expect(await screen.findByText('退款记录不存在')).toBeTruthy();
      expect(screen.getByRole('link', { name: '返回退款列表' })).toBeTruthy();
    } finally {
      await changeLocale('en-US');
    }
  });
});
