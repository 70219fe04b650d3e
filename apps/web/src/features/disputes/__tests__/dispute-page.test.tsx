import { disputeEvidenceMaxFileBytes } from '@paydeck/contract/payin-types';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../lib/locale.ts';
import { mockApi, refusal } from '../../../test/api-mock.ts';
import { needsResponse, openDisputes, owner, readOnly, underReview, withUploads, won } from './fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const field = (key: string) => document.querySelector(`[data-field="${key}"]`) as HTMLElement;

const fileOf = (name: string, size = 10) => {
  const file = new File(['evidence'], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('dispute detail', { timeout: 30_000 }, () => {
  it('shows every field, the deadline counting down, and no evidence yet', async () => {
    mockApi({ 'GET /api/disputes/dp_open': needsResponse(), 'GET /v1/accounts/acct_a/permissions': owner });
    openDisputes('/accounts/acct_a/transaction/disputes/dp_open');
    expect(await screen.findByRole('heading', { name: 'Dispute details' })).toBeTruthy();
    await waitFor(() => expect(field('id').textContent).toBe('dp_open'));
    expect(within(field('paymentId')).getByRole('link').getAttribute('href')).toBe(
      '/accounts/acct_a/transaction/payments/pay_one',
    );
    expect(field('paymentMethod').textContent).toBe('FPS (Faster Payment System)');
    expect(field('amount').textContent).toBe('HKD 250.00');
    expect(field('type').textContent).toBe('Chargeback');
    expect(field('status').textContent).toBe('Needs response');
    expect(field('reason').textContent).toBe('Product not received');
    expect(field('description').textContent).toBe('The payer says the parcel never arrived.');
    expect(field('gatewayTransactionId').textContent).toBe('sim_dp_1');
    expect(field('closeReason').textContent).toBe('—');
    expect(field('timeCreated').textContent).toBe('2026-01-01 08:00:00');
    expect(within(field('timeExpired')).getByTestId('dispute-countdown').textContent).toBe('3 days 4 hours left');
    expect(field('timeClosed').textContent).toBe('—');
    expect(screen.getByText('No evidence has been submitted.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit evidence' })).toBeTruthy();
  });

  it('says when the deadline has passed', async () => {
    mockApi({
      'GET /api/disputes/dp_open': { ...needsResponse(), time_expired: Math.floor(Date.now() / 1000) - 60 },
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    openDisputes('/accounts/acct_a/transaction/disputes/dp_open');
    expect((await screen.findByTestId('dispute-countdown')).textContent).toBe('Deadline passed');
  });

  it('submits evidence: refuses wrong files with the reason, uploads the rest, then names them in the answer', async () => {
    let current: Record<string, unknown> = needsResponse();
    const uploads: { name: string; query: string }[] = [];
    const { calls, fetchMock } = mockApi({
      'GET /api/disputes/dp_open': () => current,
      'POST /api/disputes/dp_open/evidence': () => {
        current = { ...underReview(), id: 'dp_open' };
        return current;
      },
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    withUploads(fetchMock, uploads);
    openDisputes('/accounts/acct_a/transaction/disputes/dp_open');
    fireEvent.click(await screen.findByRole('button', { name: 'Submit evidence' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit evidence' });

    // Without a text, nothing is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit evidence' }));
    expect(await within(dialog).findByText('Please explain your case')).toBeTruthy();

    fireEvent.change(within(dialog).getByTestId('evidence-file-input'), {
      target: {
        files: [fileOf('receipt.pdf'), fileOf('tool.exe'), fileOf('huge.png', disputeEvidenceMaxFileBytes + 1)],
      },
    });
    const refused = within(dialog).getByTestId('evidence-refused');
    expect(refused.textContent).toContain(
      'tool.exe: this type of file is not accepted. Use jpg, jpeg, png, webp, pdf, txt, doc, docx.',
    );
    expect(refused.textContent).toContain('huge.png: the file is larger than 5 MB.');
    const chosen = within(dialog).getByRole('list', { name: 'Files to submit' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('receipt.pdf')]);

    fireEvent.change(within(dialog).getByLabelText('Your explanation'), {
      target: { value: '  Delivered on 3 January.  ' },
    });
    // One answer only: asked first, with nothing sent, and Back keeps what was typed.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit evidence' }));
    const confirmation = await within(dialog).findByTestId('evidence-confirmation');
    expect(confirmation.textContent).toContain('Send your explanation and 1 file as the answer to dispute dp_open?');
    expect(confirmation.textContent).toContain('A dispute takes one answer only');
    expect(uploads).toEqual([]);
    expect(calls.some((call) => call.path.endsWith('/evidence'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect((within(dialog).getByLabelText('Your explanation') as HTMLTextAreaElement).value).toBe(
      '  Delivered on 3 January.  ',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit evidence' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Send the answer' }));
    expect(await screen.findByText('Evidence submitted: the dispute is under review')).toBeTruthy();
    expect(uploads).toEqual([{ name: 'receipt.pdf', query: '?purpose=dispute_evidence&livemode=0' }]);
    expect(calls.find((call) => call.path.endsWith('/evidence'))?.body).toEqual({
      text: 'Delivered on 3 January.',
      files: ['file_1'],
      livemode: 0,
    });
    await waitFor(() => expect(field('status').textContent).toBe('Under review'));
    expect(screen.getByTestId('evidence-text').textContent).toBe('Delivered on 3 January,\nsigned by the payer.');
    expect(screen.getByRole('button', { name: /receipt\.pdf/ })).toBeTruthy();
  });

  it("shows the server's refusal of a file in the dialog", async () => {
    const { fetchMock } = mockApi({
      'GET /api/disputes/dp_open': needsResponse(),
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) =>
      init?.body instanceof FormData
        ? new Response(
            JSON.stringify({
              success: false,
              error: { code: 'file_type_unsupported', message: 'The file is not a real PDF.' },
            }),
            { status: 415, headers: { 'content-type': 'application/json' } },
          )
        : fetchMock(input, init),
    );
    openDisputes('/accounts/acct_a/transaction/disputes/dp_open');
    fireEvent.click(await screen.findByRole('button', { name: 'Submit evidence' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit evidence' });
    fireEvent.change(within(dialog).getByTestId('evidence-file-input'), { target: { files: [fileOf('fake.pdf')] } });
    fireEvent.change(within(dialog).getByLabelText('Your explanation'), { target: { value: 'Proof attached.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit evidence' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Send the answer' }));
    expect(await within(dialog).findByText('The file is not a real PDF.')).toBeTruthy();
  });

  it('accepts the dispute after saying the amount is lost', async () => {
    const { calls } = mockApi({
      'GET /api/disputes/dp_open': needsResponse(),
      'POST /api/disputes/dp_open/accept': { ...needsResponse(), status: 'accepted' },
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    openDisputes('/accounts/acct_a/transaction/disputes/dp_open');
    fireEvent.click(await screen.findByRole('button', { name: 'Accept dispute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this dispute?' });
    expect(
      within(dialog).getByText('The disputed amount of HKD 250.00 is lost: it stays with the payer.'),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept dispute' }));
    expect(await screen.findByText('Dispute accepted')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ livemode: 0 });
  });

  it('decides a dispute under review through the test simulator', async () => {
    let current: Record<string, unknown> = underReview();
    const { calls } = mockApi({
      'GET /api/disputes/dp_review': () => current,
      'POST /api/disputes/dp_review/simulate': () => {
        current = { ...won(), id: 'dp_review' };
        return current;
      },
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    openDisputes('/accounts/acct_a/transaction/disputes/dp_review');
    expect(await screen.findByText('Test-mode simulator')).toBeTruthy();
    // Under review, the merchant has answered: no more answer buttons.
    expect(screen.queryByRole('button', { name: 'Accept dispute' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Simulate: resolve as won' }));
    expect(await screen.findByText('The dispute was won: the amount is back in the balance')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ outcome: 'won', livemode: 0 });
    await waitFor(() => expect(field('status').textContent).toBe('Won'));
    expect(field('closeReason').textContent).toBe('Your evidence was accepted');
    expect(screen.queryByText('Test-mode simulator')).toBeNull();
  });

  it('offers no answer nor simulator to a role that may only read disputes', async () => {
    mockApi({ 'GET /api/disputes/dp_open': needsResponse(), 'GET /v1/accounts/acct_a/permissions': readOnly });
    openDisputes('/accounts/acct_a/transaction/disputes/dp_open');
    await waitFor(() => expect(field('status')?.textContent).toBe('Needs response'));
    expect(screen.queryByRole('button', { name: 'Submit evidence' })).toBeNull();
    expect(screen.queryByText('Test-mode simulator')).toBeNull();
  });

  it("shows the dispute's not-found message for an unknown or foreign id, in both languages", async () => {
    mockApi({
      'GET /api/disputes/dp_nope': refusal(404, 'dispute_not_found', 'The dispute does not exist.'),
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    openDisputes('/accounts/acct_a/transaction/disputes/dp_nope');
    expect(await screen.findByText('The dispute does not exist')).toBeTruthy();
    expect(screen.getByTestId('dispute-not-found')).toBeTruthy();
    await changeLocale('zh-CN');
    try {
      expect(await screen.findByText('争议记录不存在')).toBeTruthy();
      expect(screen.getByRole('link', { name: '返回争议列表' })).toBeTruthy();
    } finally {
      await changeLocale('en-US');
    }
  });
});
