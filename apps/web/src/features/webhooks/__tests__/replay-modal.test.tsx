import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, refusal } from '../../../test/api-mock.ts';
import { analyst, endpoint, failedAttempt, openWebhooks, owner, page } from './fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

// One day in Shanghai: 2026-01-01 00:00 to 2026-01-02 00:00 (UTC+8).
const day = { gte: 1_767_196_800, lt: 1_767_283_200 };
const historiesPath =
  '/accounts/acct_a/developers/webhook_histories?status=failed&endpointId=we_orders&range=2026-01-01,2026-01-01';
const filterBody = {
  livemode: 0,
  endpoint_id: 'we_orders',
  status: 'failed',
  'time_created[gte]': day.gte,
  'time_created[lt]': day.lt,
};

type Replay = { dry_run: boolean; as_of?: number; expected_count?: number };

/** The histories page with a replay endpoint that answers each call in turn. */
const openWith = (answers: ((body: Replay) => unknown)[], permissions: unknown = owner) => {
  const api = mockApi({
    'GET /api/webhook_histories': page([failedAttempt]),
    'GET /api/webhook_endpoints': page([endpoint]),
    'GET /v1/accounts/acct_a/permissions': permissions,
    'POST /api/webhook_histories/replay': (body: unknown) => {
      const answer = answers.shift();
      if (!answer) throw new Error('an unexpected replay call');
      return answer(body as Replay);
    },
  });
  openWebhooks(historiesPath);
  return api;
};
const replays = (calls: { path: string; body: unknown }[]) =>
  calls.filter((call) => call.path === '/api/webhook_histories/replay').map((call) => call.body);

const openDialog = async () => {
  fireEvent.click(await screen.findByRole('button', { name: /Replay/ }));
  // antd names every dialog's title `test-id` under test, so the title is found by its text.
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Replay deliveries')).toBeTruthy();
  return dialog;
};

describe('the replay dialog', { timeout: 30_000 }, () => {
  it("counts the list's filters with a dry run, and replays exactly that count as of the count", async () => {
    const { calls } = openWith([
      () => ({ dry_run: true, count: 3, as_of: 1_767_300_000 }),
      () => ({ dry_run: false, count: 3, as_of: 1_767_300_000 }),
    ]);
    const dialog = await openDialog();
    expect(await within(dialog).findByText('3 deliveries will be sent again.')).toBeTruthy();
    expect(within(dialog).getByTestId('replay-filters').textContent).toContain('Status: Failed');
    expect(within(dialog).getByText('Endpoint: https://shop.example.com/hooks')).toBeTruthy();
    // Counting sent nothing.
    expect(replays(calls)).toEqual([{ ...filterBody, dry_run: true }]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('3 deliveries queued to be sent again')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(replays(calls)[1]).toEqual({ ...filterBody, dry_run: false, as_of: 1_767_300_000, expected_count: 3 });
  });

  it("shows the server's words when the set changed, counts again, and confirms the new count", async () => {
    const changed = refusal(
      409,
      'webhook_replay_changed',
      'The deliveries matching the filter changed: 4 now, 3 when counted. Count again.',
    );
    const { calls } = openWith([
      () => ({ dry_run: true, count: 3, as_of: 100 }),
      () => changed,
      () => ({ dry_run: true, count: 4, as_of: 200 }),
      () => ({ dry_run: false, count: 4, as_of: 200 }),
    ]);
    const dialog = await openDialog();
    expect(await within(dialog).findByText('3 deliveries will be sent again.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send again' }));
    expect(
      await within(dialog).findByText(
        'The deliveries matching the filter changed: 4 now, 3 when counted. Count again.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText('The count was updated. Check it and confirm again.')).toBeTruthy();
    expect(await within(dialog).findByText('4 deliveries will be sent again.')).toBeTruthy();
    expect(replays(calls)).toHaveLength(3);
    expect(replays(calls)[2]).toEqual({ ...filterBody, dry_run: true });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('4 deliveries queued to be sent again')).toBeTruthy();
    expect(replays(calls)[3]).toEqual({ ...filterBody, dry_run: false, as_of: 200, expected_count: 4 });
  });

  it('offers nothing to confirm when no delivery matches', async () => {
    const { calls } = openWith([() => ({ dry_run: true, count: 0, as_of: 100 })]);
    const dialog = await openDialog();
    expect(
      await within(dialog).findByText('No delivery matches these filters: there is nothing to send.'),
    ).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Send again' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.click(confirm);
    expect(replays(calls)).toHaveLength(1);
  });

  it("says a refusal to count in the server's words", async () => {
    openWith([
      () =>
        refusal(
          422,
          'webhook_replay_too_many',
          'A replay sends at most 10000 deliveries; this filter matches 12000. Narrow the filter.',
        ),
    ]);
    const dialog = await openDialog();
    expect(
      await within(dialog).findByText(
        'A replay sends at most 10000 deliveries; this filter matches 12000. Narrow the filter.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Send again' }).hasAttribute('disabled')).toBe(true);
  });

  it('is not offered to a member who may only look', async () => {
    const { calls } = openWith([], analyst);
    expect(await screen.findByText('https://shop.example.com/hooks', { selector: 'span' })).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/permissions'))).toBe(true));
    expect(screen.queryByRole('button', { name: /Replay/ })).toBeNull();
  });
});
