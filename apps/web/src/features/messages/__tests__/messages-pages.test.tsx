import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import MessagePage from '../pages/message.page.tsx';
import MessagesPage from '../pages/messages.page.tsx';

afterEach(() => vi.unstubAllGlobals());

const owner = { permissions: 'all permissions', roles: ['owner'] };
const analyst = { permissions: ['list_messages'], roles: ['analyst'] };
// 2026-01-01 00:00:00 UTC: 08:00 in Shanghai.
const created = 1_767_225_600;
const unread = {
  id: 'msg_new',
  title: 'FPS payouts now settle in minutes',
  content: 'Line one.\nLine two <b>not bold</b>.',
  status: 'unread',
  time_created: created,
};
const read = {
  ...unread,
  id: 'msg_old',
  title: 'Your account is activated',
  status: 'read',
  time_created: created - 86_400,
};
const page = (list: unknown[]) => ({ list, total: list.length, page: 1, per_page: 20 });

const open = (path: string) => {
  window.localStorage.setItem('accountId', 'acct_a');
  window.localStorage.setItem('timezone', 'Asia/Shanghai');
  return renderRoutes(
    [
      { path: '/accounts/:accountId/messages', Component: MessagesPage },
      { path: '/accounts/:accountId/messages/:id', Component: MessagePage },
    ],
    path,
  );
};

describe('messages list', { timeout: 30_000 }, () => {
  it('lists the messages, unread in bold, with the filters of the URL, and marks all read', async () => {
    const queries: URLSearchParams[] = [];
    let readAll = 0;
    mockApi({
      'GET /v1/messages': (_body: unknown, url: URL) => {
        queries.push(url.searchParams);
        return page(readAll > 0 ? [{ ...unread, status: 'read' }, read] : [unread, read]);
      },
      'POST /v1/messages/read_all': () => {
        readAll += 1;
        return { updated: 1 };
      },
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    open('/accounts/acct_a/messages?status=unread&range=all');
    const link = await screen.findByRole('link', { name: unread.title });
    expect(link.getAttribute('href')).toBe('/accounts/acct_a/messages/msg_new');
    expect((link.firstChild as HTMLElement).style.fontWeight).toBe('600');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Unread')).toBeTruthy();
    expect(within(row).getByText('2026-01-01 08:00:00')).toBeTruthy();
    expect(Object.fromEntries(queries.at(-1) ?? [])).toEqual({ page: '1', per_page: '20', status: 'unread' });
    fireEvent.click(await screen.findByRole('button', { name: /Mark all as read/ }));
    await waitFor(() => expect(readAll).toBe(1));
    await waitFor(() =>
      expect(
        within(screen.getByRole('link', { name: unread.title }).closest('tr') as HTMLElement).getByText('Read'),
      ).toBeTruthy(),
    );
  });

  it('hides "Mark all as read" from a role that may only read, and says when there is nothing', async () => {
    mockApi({ 'GET /v1/messages': page([]), 'GET /v1/accounts/acct_a/permissions': analyst });
    open('/accounts/acct_a/messages');
    expect(await screen.findByText('No messages yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Mark all as read/ })).toBeNull();
  });
});

describe('message page', { timeout: 30_000 }, () => {
  it('shows the message as plain text and marks it read on opening', async () => {
    const marked: unknown[] = [];
    mockApi({
      'GET /v1/messages/msg_new': () => (marked.length > 0 ? { ...unread, status: 'read' } : unread),
      'PUT /v1/messages/msg_new': (body: unknown) => {
        marked.push(body);
        return { ...unread, status: 'read' };
      },
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    open('/accounts/acct_a/messages/msg_new');
    const content = await screen.findByTestId('message-content');
    expect(content.textContent).toBe(unread.content);
    expect(content.querySelector('b')).toBeNull();
    expect(screen.getByTestId('message-time').textContent).toBe('2026-01-01 08:00:00');
    await waitFor(() => expect(marked).toEqual([{ status: 'read' }]));
    expect(await screen.findByText('Read')).toBeTruthy();
  });

  it('leaves it unread for a role that may only read, and says when it is not found', async () => {
    const { calls } = mockApi({
      'GET /v1/messages/msg_new': unread,
      'GET /v1/accounts/acct_a/permissions': analyst,
    });
    open('/accounts/acct_a/messages/msg_new');
    await screen.findByTestId('message-content');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('says so for an unknown id or another account’s', async () => {
    mockApi({ 'GET /v1/accounts/acct_a/permissions': owner });
    open('/accounts/acct_a/messages/msg_missing');
    expect(await screen.findByTestId('message-not-found')).toBeTruthy();
    expect(screen.getByText('Message not found')).toBeTruthy();
  });
});
