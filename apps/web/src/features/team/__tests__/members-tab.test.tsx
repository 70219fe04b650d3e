import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, refusal } from '../../../test/api-mock.ts';
import { analyst, confirmDanger, invitations, members, openTeam, owner, page, pickOption, rowOf } from './fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

// antd's table, select and modal render slowly under a full parallel run.
describe('team page, members tab', { timeout: 30_000 }, () => {
  it('lists members with every role, status colours and the owner marked without actions', async () => {
    mockApi({ 'GET /v1/members': page(members), 'GET /v1/accounts/acct_a/permissions': owner });
    openTeam();
    const dev = await rowOf('dev@harbour.test');
    expect(within(dev).getByText('Developer')).toBeTruthy();
    expect(within(dev).getByText('Support')).toBeTruthy();
    expect(within(dev).getByText('Normal').closest('.ant-tag')?.className).toContain('green');
    expect(
      within(await rowOf('banned@harbour.test'))
        .getByText('Banned')
        .closest('.ant-tag')?.className,
    ).toContain('red');
    await waitFor(() => expect(within(dev).getByRole('button', { name: 'Modify roles' })).toBeTruthy());
    const ownerRow = await rowOf('owner@harbour.test');
    expect(within(ownerRow).getByText('Account owner')).toBeTruthy();
    expect(within(ownerRow).queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('tab', { name: 'Invites' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Roles and permissions/ }).getAttribute('href')).toBe(
      '/accounts/acct_a/team/roles',
    );
  });

  it('shows a read-only member no actions on either tab', async () => {
    mockApi({
      'GET /v1/members': page(members),
      'GET /v1/inviting_users': page(invitations),
      'GET /v1/accounts/acct_a/permissions': analyst,
    });
    openTeam();
    const dev = await rowOf('dev@harbour.test');
    await screen.findByRole('tab', { name: 'Invites' });
    expect(within(dev).queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Invites' }));
    const invited = await rowOf('new@harbour.test');
    expect(within(invited).queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Invite member/ })).toBeNull();
  });

  it('hides the invites tab and the roles link from a member who may only list members', async () => {
    mockApi({
      'GET /v1/members': page(members),
      'GET /v1/accounts/acct_a/permissions': { permissions: ['list_members'], roles: ['analyst'] },
    });
    openTeam('/accounts/acct_a/team?tab=invites');
    expect(await screen.findByText('dev@harbour.test')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Members' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('tab', { name: 'Invites' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Roles and permissions/ })).toBeNull();
  });

  it("modifies a member's roles: at least one is required, the chosen ones are sent", async () => {
    const { calls } = mockApi({
      'GET /v1/members': page(members),
      'GET /v1/accounts/acct_a/permissions': owner,
      'PUT /v1/user_roles': (body: unknown) => ({ ...members[1], roles: (body as { roles: string[] }).roles }),
    });
    openTeam();
    const dev = await rowOf('dev@harbour.test');
    fireEvent.click(await within(dev).findByRole('button', { name: 'Modify roles' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Modify roles of dev@harbour.test')).toBeTruthy();
    // Clear both roles: the form refuses to send nothing.
    for (const name of ['Developer', 'Support']) {
      const tag = within(dialog).getByText(name).closest('.ant-select-selection-item');
      const close = tag?.querySelector('.ant-select-selection-item-remove');
      if (!close) throw new Error(`no remove icon on ${name}`);
      fireEvent.click(close);
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please choose at least one role')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    pickOption('Finance');
    pickOption('Administrator');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Roles of dev@harbour.test updated')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      user_id: 'usr_dev',
      roles: ['administrator', 'finance'],
    });
  });

  it('removes a member after a confirmation', async () => {
    const { calls } = mockApi({
      'GET /v1/members': page(members),
      'GET /v1/accounts/acct_a/permissions': owner,
      'DELETE /v1/remove_member/usr_dev': { user_id: 'usr_dev' },
    });
    openTeam();
    const dev = await rowOf('dev@harbour.test');
    fireEvent.click(await within(dev).findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Remove dev@harbour.test from this account?')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    confirmDanger();
    expect(await screen.findByText('dev@harbour.test was removed from the account')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/v1/remove_member/usr_dev',
    ]);
  });

  it('says when the members cannot be loaded, and retries', async () => {
    let fail = true;
    mockApi({
      'GET /v1/members': () =>
        fail ? refusal(403, 'forbidden', 'You do not have permission to do this.') : page(members),
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    openTeam();
    expect(await screen.findByText('The members could not be loaded')).toBeTruthy();
    expect(screen.getByText('You do not have permission to do this.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('dev@harbour.test')).toBeTruthy();
  });

  it('shows an empty state', async () => {
    mockApi({ 'GET /v1/members': page([]), 'GET /v1/accounts/acct_a/permissions': owner });
    openTeam();
    expect(await screen.findByText('No members yet')).toBeTruthy();
  });
});
