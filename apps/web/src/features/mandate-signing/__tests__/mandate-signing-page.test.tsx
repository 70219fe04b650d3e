import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, refusal } from '../../../test/api-mock.ts';
import { openMandate, signable } from './fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const fieldValue = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

/** The signing API: the view, and the simulated processor answering with `answer` for whatever was chosen. */
const mockSigning = (answer: Record<string, unknown>, view: Record<string, unknown> = signable) =>
  mockApi({
    'GET /v1/mandate-signing/mdt_1': (_body: unknown, url: URL) =>
      url.searchParams.get('token') === 'sig_1' ? view : refusal(404, 'mandate_not_found', 'Mandate not found.'),
    'POST /v1/mandate-signing/mdt_1/sign': { ...view, ...answer },
  });

const answer = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.find((call) => call.method === 'POST' && call.path === '/v1/mandate-signing/mdt_1/sign')?.body;

const simulator = 'What does the customer answer?';

describe('mandate signing page', { timeout: 30_000 }, () => {
  it('shows who asks to charge which method, in test mode, and signs', async () => {
    const { calls } = mockSigning({ status: 'succeeded' });
    openMandate();
    expect(await screen.findByRole('heading', { name: 'Recurring payments to Harbour Lane HK' })).toBeTruthy();
    expect(screen.getByText('Harbour Lane Trading Ltd')).toBeTruthy();
    expect(screen.getByTestId('mandate-mode').textContent).toContain('Test mode — simulated mandate');
    expect(screen.getByTestId('mandate-mode').textContent).toContain('Nothing real is authorized');
    await waitFor(() =>
      expect(screen.getByTestId('mandate-ask').textContent).toBe(
        'Harbour Lane HK asks to charge your Alipay account from time to time.',
      ),
    );
    expect(fieldValue('Payment method').textContent).toBe('Alipay');
    expect(fieldValue('Reference').textContent).toBe('plan-gold-10042');
    expect(fieldValue('Mandate ID').textContent).toBe('mdt_1');
    expect(fieldValue('Status').textContent).toBe('Awaiting your answer');
    expect(screen.getByLabelText('Sign, then decline every charge (insufficient funds)')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Sign the mandate' }));
    expect(await screen.findByText('Mandate signed')).toBeTruthy();
    expect(screen.getByText('Harbour Lane HK can now charge your Alipay account under this mandate.')).toBeTruthy();
    expect(answer(calls)).toEqual({ token: 'sig_1', outcome: 'sign' });
    expect(fieldValue('Status').textContent).toBe('Signed');
    // Answered: no more choices.
    expect(screen.queryByRole('form', { name: simulator })).toBeNull();
  });

  it('signs with every later charge declined', async () => {
    const { calls } = mockSigning({ status: 'succeeded' });
    openMandate();
    fireEvent.click(await screen.findByLabelText('Sign, then decline every charge (insufficient funds)'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign the mandate' }));
    expect(await screen.findByText('Mandate signed')).toBeTruthy();
    expect(answer(calls)).toEqual({ token: 'sig_1', outcome: 'sign_then_decline_charges' });
  });

  it("declines, and shows the processor's reason", async () => {
    const { calls } = mockSigning({ status: 'failed', failure_message: 'The customer declined the mandate.' });
    openMandate();
    fireEvent.click(await screen.findByLabelText('Decline'));
    fireEvent.click(screen.getByRole('button', { name: 'Decline the mandate' }));
    expect(await screen.findByText('Mandate not signed')).toBeTruthy();
    expect(screen.getByText('The customer declined the mandate.')).toBeTruthy();
    expect(answer(calls)).toEqual({ token: 'sig_1', outcome: 'decline' });
    expect(fieldValue('Status').textContent).toBe('Not signed');
  });

  it("shows the server's refusal and the mandate as it now is", async () => {
    let view: Record<string, unknown> = signable;
    mockApi({
      'GET /v1/mandate-signing/mdt_1': () => view,
      'POST /v1/mandate-signing/mdt_1/sign': () => {
        view = { ...signable, status: 'canceled' };
        return refusal(409, 'mandate_not_signable', 'The mandate can no longer be signed.');
      },
    });
    openMandate();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign the mandate' }));
    expect(await screen.findByText('Mandate canceled')).toBeTruthy();
    expect(screen.getByText('The merchant canceled this mandate: it can no longer be signed.')).toBeTruthy();
  });

  it('says the link is not valid for a wrong token', async () => {
    mockSigning({});
    openMandate('/mandate/mdt_1?token=sig_wrong');
    expect(await screen.findByText('Mandate not found')).toBeTruthy();
    expect(screen.getByText(/This signing link is not valid or has expired/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Sign|Decline/ })).toBeNull();
  });

  it('asks nothing without a token', async () => {
    const { calls } = mockSigning({});
    openMandate('/mandate/mdt_1');
    expect(await screen.findByText('Mandate not found')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('offers to try again when the mandate could not be loaded', async () => {
    mockApi({ 'GET /v1/mandate-signing/mdt_1': refusal(503, 'service_unavailable', 'Try again later.') });
    openMandate();
    expect(await screen.findByText('The mandate could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('shows a live mandate awaiting its authorization in the method, without the simulator', async () => {
    const { calls } = mockSigning({}, { ...signable, livemode: true });
    openMandate();
    const notice = await screen.findByTestId('mandate-mode');
    expect(notice.textContent).toContain('Live mandate');
    await waitFor(() => expect(notice.textContent).toContain('Authorize it in your Alipay app'));
    expect(fieldValue('Status').textContent).toBe('Awaiting your answer');
    expect(screen.queryByRole('form', { name: simulator })).toBeNull();
    expect(screen.queryByRole('button', { name: /Sign|Decline/ })).toBeNull();
    expect(answer(calls)).toBeUndefined();
  });
});
