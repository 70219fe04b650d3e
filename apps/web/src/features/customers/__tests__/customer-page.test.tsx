import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, refusal } from '../../../test/api-mock.ts';
import { bare, detailOf, mei, openCustomers, owner, payment, readOnly } from './fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const field = (key: string) => document.querySelector(`dd[data-field="${key}"]`)?.textContent;
const countries = [{ name: 'Hong Kong', name_zh: '中国香港', alpha2: 'HK' }];

describe('customer detail', { timeout: 30_000 }, () => {
  it('shows every field, the payments (to their detail) and the empty mandates', async () => {
    mockApi({
      'GET /api/customers/cus_mei': detailOf(mei, [payment]),
      'GET /v1/accounts/acct_a/permissions': readOnly,
      'GET /v1/countries': countries,
    });
    openCustomers('/accounts/acct_a/customers/cus_mei');
    expect(await screen.findByRole('heading', { name: 'Mei Chan' })).toBeTruthy();
    expect(field('id')).toBe('cus_mei');
    expect(field('reference')).toBe('crm-10042');
    expect(field('phone')).toBe('+85291234567');
    expect(field('documentType')).toBe('Passport');
    expect(field('documentNumber')).toBe('K1234567');
    expect(field('birthDate')).toBe('1988-04-12');
    expect(field('line2')).toBe('Flat 12B');
    expect(field('postalCode')).toBe('—');
    expect(field('timeCreated')).toBe('2026-01-01 08:00:00');
    await waitFor(() => expect(field('country')).toContain('Hong Kong'));

    const payments = within(screen.getByRole('region', { name: 'Payments' }));
    expect(payments.getByRole('link', { name: 'pay_1' }).getAttribute('href')).toBe(
      '/accounts/acct_a/transaction/payments/pay_1',
    );
    expect(payments.getByText('HKD 250.00')).toBeTruthy();
    expect(payments.getByText('Paid').getAttribute('data-status')).toBe('paid');
    expect(payments.getByText('FPS (Faster Payment System)')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Mandates' })).getByTestId('no-mandates')).toBeTruthy();
    // A read-only role has no edit button.
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
  });

  it('edits in a dialog, sending only what changed (an emptied field as null)', async () => {
    let current: Record<string, unknown> = detailOf(mei);
    const { calls } = mockApi({
      'GET /api/customers/cus_mei': () => current,
      'PUT /api/customers/cus_mei': (body: Record<string, unknown>) => {
        current = { ...current, phone: String(body.phone), company: null };
        return current;
      },
      'GET /v1/accounts/acct_a/permissions': owner,
      'GET /v1/countries': countries,
    });
    openCustomers('/accounts/acct_a/customers/cus_mei');
    fireEvent.click(await screen.findByRole('button', { name: /Edit/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit customer' }));
    expect((dialog.getByLabelText('First name') as HTMLInputElement).value).toBe('Mei');
    fireEvent.change(dialog.getByLabelText('Phone'), { target: { value: '+6581234567' } });
    fireEvent.change(dialog.getByLabelText('Company'), { target: { value: '' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field('phone')).toBe('+6581234567'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      phone: '+6581234567',
      company: null,
      livemode: 0,
    });
    expect(await screen.findByText('Customer updated')).toBeTruthy();
  });

  it('sends nothing when nothing changed', async () => {
    const { calls } = mockApi({
      'GET /api/customers/cus_bare': detailOf(bare),
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    openCustomers('/accounts/acct_a/customers/cus_bare');
    fireEvent.click(await screen.findByRole('button', { name: /Edit/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit customer' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nothing was changed')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it("shows spec §8's not-found message for an unknown (or another account's) id", async () => {
    mockApi({
      'GET /api/customers/cus_nope': refusal(404, 'customer_not_found', 'The customer does not exist.'),
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    openCustomers('/accounts/acct_a/customers/cus_nope');
    const notFound = await screen.findByTestId('customer-not-found');
    expect(within(notFound).getByText('The customer does not exist')).toBeTruthy();
    expect(within(notFound).getByRole('link', { name: 'Back to customers' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
  });
});
