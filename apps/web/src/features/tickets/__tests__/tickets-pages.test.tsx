import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, refusal } from '../../../test/api-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import TicketPage from '../pages/ticket.page.tsx';
import TicketCreatePage from '../pages/ticket-create.page.tsx';
import TicketsPage from '../pages/tickets.page.tsx';

afterEach(() => vi.unstubAllGlobals());

const owner = { permissions: 'all permissions', roles: ['owner'] };
// 2026-01-01 00:00:00 UTC: 08:00 in Shanghai.
const created = 1_767_225_600;
const ticket = {
  id: 'tkt_1',
  account_id: 'acct_a',
  category: 'payouts',
  title: 'Payout delayed',
  description: 'Pending for two days.',
  status: 'waiting_user_reply',
  priority: 'high',
  source_type: 'payout',
  source_id: 'po_1',
  creator: 'owner@example.com',
  assignee: null,
  extra: {},
  attachments: [{ id: 'file_1', filename: 'screen.png', content_type: 'image/png', size: 120 }],
  replies: [
    {
      id: 'tkr_1',
      author: 'support',
      author_name: 'Paydeck support',
      content: 'It was paid this morning.',
      attachments: [],
      time_created: created + 3600,
    },
  ],
  time_created: created,
  time_updated: created + 3600,
};

const open = (path: string) => {
  window.localStorage.setItem('accountId', 'acct_a');
  window.localStorage.setItem('timezone', 'Asia/Shanghai');
  return renderRoutes(
    [
      { path: '/tickets', Component: TicketsPage },
      { path: '/tickets/create', Component: TicketCreatePage },
      { path: '/tickets/:id', Component: TicketPage },
    ],
    path,
  );
};
const fileOf = (name: string, size = 10) => new File([new Uint8Array(size)], name);
const pick = (files: File[]) =>
  fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, { target: { files } });

describe('tickets', { timeout: 30_000 }, () => {
  it('lists the tickets with their status and category, and offers to raise one', async () => {
    mockApi({
      'GET /v1/tickets': { list: [ticket], total: 1, page: 1, per_page: 20 },
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    open('/tickets');
    const row = (await screen.findByRole('link', { name: 'Payout delayed' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Waiting for your reply')).toBeTruthy();
    expect(within(row).getByText('Payouts')).toBeTruthy();
    expect(within(row).getByText('2026-01-01 08:00:00')).toBeTruthy();
    expect(await screen.findByRole('link', { name: /Raise a ticket/ })).toBeTruthy();
  });

  it('raises a ticket about a record with two attachments, refusing a third and a large one', async () => {
    const sent: unknown[] = [];
    mockApi({
      'POST /v1/tickets': (body: unknown) => {
        sent.push(body);
        return { ...ticket, status: 'waiting_service_reply', replies: [] };
      },
      'GET /v1/tickets/tkt_1': { ...ticket, status: 'waiting_service_reply', replies: [] },
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    const router = open('/tickets/create?source_type=payout&source_id=po_1');
    expect((await screen.findByTestId('ticket-source')).textContent).toContain('About Payout po_1');
    fireEvent.mouseDown(screen.getByLabelText('Category'));
    fireEvent.click((await screen.findAllByTitle('Payouts')).at(-1) as HTMLElement);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Payout delayed' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Pending for two days.' } });
    fireEvent.click(screen.getByRole('radio', { name: 'High' }));
    pick([fileOf('big.png', 10 * 1024 * 1024)]);
    expect(await screen.findByText('File must smaller than 10MB!')).toBeTruthy();
    pick([fileOf('a.png'), fileOf('b.txt'), fileOf('c.zip')]);
    expect(await screen.findByText('You can only upload up to 2 attachments')).toBeTruthy();
    expect(screen.getByText('a.png')).toBeTruthy();
    expect(screen.getByText('b.txt')).toBeTruthy();
    // A removed file leaves the list; picked again, it is back.
    fireEvent.click(screen.getByRole('button', { name: 'Remove b.txt' }));
    expect(screen.queryByText('b.txt')).toBeNull();
    pick([fileOf('b.txt')]);
    expect(await screen.findByText('b.txt')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit ticket' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tickets/tkt_1'));
    expect(sent).toEqual([
      {
        category: 'payouts',
        title: 'Payout delayed',
        description: 'Pending for two days.',
        priority: 'high',
        source_type: 'payout',
        source_id: 'po_1',
        attachments: ['a.png', 'b.txt'],
      },
    ]);
  });

  it('asks for the required fields before sending', async () => {
    const { calls } = mockApi({ 'GET /v1/accounts/acct_a/permissions': owner });
    open('/tickets/create');
    fireEvent.click(await screen.findByRole('button', { name: 'Submit ticket' }));
    expect(await screen.findByText('Choose a category.')).toBeTruthy();
    expect(screen.getByText('Describe what you need help with.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shows the conversation and sends a reply; a closed ticket says it takes none', async () => {
    const replies: unknown[] = [];
    mockApi({
      'GET /v1/tickets/tkt_1': ticket,
      'POST /v1/tickets/tkt_1/reply': (body: unknown) => {
        replies.push(body);
        return refusal(409, 'ticket_closed', 'This ticket is closed and cannot be replied to.');
      },
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    open('/tickets/tkt_1');
    const turns = await screen.findAllByTestId('ticket-turn');
    expect(turns.map((turn) => turn.textContent)).toEqual([
      expect.stringContaining('Pending for two days.'),
      expect.stringContaining('It was paid this morning.'),
    ]);
    expect(within(turns[1] as HTMLElement).getByText('Paydeck support')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download screen.png' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Payout po_1' }).getAttribute('href')).toBe(
      '/accounts/acct_a/payouts/payouts/po_1',
    );
    fireEvent.change(screen.getByLabelText('Your reply'), { target: { value: 'Thanks' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('This ticket is closed and cannot be replied to.')).toBeTruthy();
    expect(replies).toEqual([{ content: 'Thanks' }]);
  });

  it('offers no reply box on a closed ticket', async () => {
    mockApi({ 'GET /v1/tickets/tkt_1': { ...ticket, status: 'closed' }, 'GET /v1/accounts/acct_a/permissions': owner });
    open('/tickets/tkt_1');
    expect(await screen.findByTestId('ticket-closed')).toBeTruthy();
    expect(screen.queryByLabelText('Your reply')).toBeNull();
  });
});
