import { vi } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
import DisputePage from '../pages/dispute.page.tsx';
import DisputesPage from '../pages/disputes.page.tsx';

export const owner = { permissions: 'all permissions', roles: ['owner'] };
export const readOnly = { permissions: ['list_disputes'], roles: ['analyst'] };

export const page = <T>(list: T[], total = list.length) => ({ list, total, page: 1, per_page: 20 });

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Opened now-ish, answerable for 3 days 4 hours more (and a few seconds, so minutes round up). */
export const needsResponse = () => ({
  id: 'dp_open',
  object: 'dispute',
  livemode: false,
  payment_id: 'pay_one',
  payment_method: 'fps_hk',
  type: 'chargeback',
  status: 'needs_response',
  reason: 'product_not_received',
  currency: 'HKD',
  amount: 25_000,
  description: 'The payer says the parcel never arrived.',
  gateway_transaction_id: 'sim_dp_1',
  close_reason: null,
  evidence: null,
  // 2026-01-01 00:00:00 UTC: 08:00 in Shanghai.
  time_created: 1_767_225_600,
  time_expired: nowSeconds() + 3 * 86_400 + 4 * 3_600 + 30,
  time_closed: null,
});

export const underReview = () => ({
  ...needsResponse(),
  id: 'dp_review',
  status: 'under_review',
  evidence: {
    text: 'Delivered on 3 January,\nsigned by the payer.',
    files: [{ id: 'file_1', filename: 'receipt.pdf', content_type: 'application/pdf', size: 48_213 }],
    time_submitted: 1_767_312_000,
  },
});

export const won = () => ({
  ...underReview(),
  id: 'dp_won',
  status: 'won',
  close_reason: 'evidence_accepted',
  time_expired: 1_767_830_400,
  time_closed: 1_767_398_400,
});

/**
 * The api mock answers JSON bodies only; multipart uploads (`POST /api/files`) are answered here
 * with the file's name, and everything else goes on to the mock.
 */
export const withUploads = (fetchMock: typeof fetch, uploads: { name: string; query: string }[]) => {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!(init?.body instanceof FormData)) return fetchMock(input, init);
    const file = init.body.get('file') as File;
    uploads.push({ name: file.name, query: new URL(String(input), window.location.origin).search });
    const data = { id: `file_${uploads.length}`, object: 'file', filename: file.name, size: file.size };
    return new Response(JSON.stringify({ success: true, data }), { headers: { 'content-type': 'application/json' } });
  });
};

/** The disputes list and detail on account acct_a in test mode, times in Shanghai. */
export const openDisputes = (path = '/accounts/acct_a/transaction/disputes') => {
  window.localStorage.setItem('accountId', 'acct_a');
  window.localStorage.setItem('timezone', 'Asia/Shanghai');
  window.localStorage.setItem('livemode', '0');
  return renderRoutes(
    [
      { path: '/accounts/:accountId/transaction/disputes', Component: DisputesPage },
      { path: '/accounts/:accountId/transaction/disputes/:id', Component: DisputePage },
    ],
    path,
  );
};
