import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock.ts';
import { document, openPayouts, owner, page, payer } from './fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

describe('payer page (spec §9 identity documents)', { timeout: 30_000 }, () => {
  it('says documents are required when the remittance reached HKD 8,000 and none are uploaded', async () => {
    mockApi({
      'GET /v1/accounts/acct_a/permissions': owner,
      'GET /api/payers/pyr_wei': payer({ remittance_hkd: 812_000, identity_documents_required: true }),
      'GET /api/payouts': page([]),
    });
    openPayouts('/accounts/acct_a/payouts/payers/pyr_wei');
    expect((await screen.findByTestId('identity-documents-required')).textContent).toContain('HKD 8,000');
    expect(screen.getByText('HKD 8,120.00')).toBeTruthy();
    expect(screen.getByText('1 Keyuan Road')).toBeTruthy();
  });

  it('shows each document from bytes fetched with the session, and refuses a wrong file before sending', async () => {
    const { calls } = mockApi({
      'GET /v1/accounts/acct_a/permissions': owner,
      'GET /api/payers/pyr_wei': payer({ identity_documents: [document('file_1', 'passport.png')] }),
      'GET /api/payers/pyr_wei/identity_documents/file_1': { bytes: 'picture' },
      'GET /api/payouts': page([]),
    });
    window.localStorage.setItem('token', 'tok_1');
    openPayouts('/accounts/acct_a/payouts/payers/pyr_wei');
    const picture = (await screen.findByAltText('passport.png')) as HTMLImageElement;
    expect(picture.src).toMatch(/^blob:/);
    const download = screen.getByRole('link', { name: 'Download passport.png' });
    expect(download.getAttribute('download')).toBe('passport.png');
    const fetched = calls.find((call) => call.path === '/api/payers/pyr_wei/identity_documents/file_1');
    expect(fetched).toBeDefined();

    const input = screen.getByTestId('identity-document-input');
    const text = new File(['x'], 'notes.txt', { type: 'text/plain' });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'scan.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [text, big] } });
    const problems = await screen.findByTestId('identity-document-problems');
    expect(problems.textContent).toContain('notes.txt: only JPG, PNG or WebP pictures are accepted.');
    expect(problems.textContent).toContain('scan.jpg: larger than 5.0 MB.');
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(false));
  });
});
