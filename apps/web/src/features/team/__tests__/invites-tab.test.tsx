import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, refusal } from '../../../test/api-mock.ts';
import { confirmDanger, invitations, openTeam, owner, page, pickOption, rowOf } from './fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const openInvites = (routes: Record<string, unknown>) => {
  const api = mockApi({
    'GET /v1/inviting_users': page(invitations),
    'GET /v1/accounts/acct_a/permissions': owner,
    ...routes,
  });
  openTeam('/accounts/acct_a/team?tab=invites');
  return api;
};

const openInviteForm = async () => {
  fireEvent.click(await screen.findByRole('button', { name: /Invite member/ }));
  return screen.findByRole('dialog');
};

// antd's table, select and modal render slowly under a full parallel run.
describe('team page, invites tab', { timeout: 30_000 }, () => {
  it('lists invitations with role, status colour and the time invited in the user time zone', async () => {
    openInvites({});
    const pending = await rowOf('new@harbour.test');
    expect(within(pending).getByText('Finance')).toBeTruthy();
    expect(within(pending).getByText('Inviting').closest('.ant-tag')?.className).toContain('gold');
    expect(within(pending).getByText('2026-01-01 08:00:00')).toBeTruthy();
    await waitFor(() => expect(within(pending).getByRole('button', { name: 'Resend email' })).toBeTruthy());
    // An accepted invitation has nothing left to resend or delete.
    const accepted = await rowOf('joined@harbour.test');
    expect(within(accepted).getByText('Accepted').closest('.ant-tag')?.className).toContain('green');
    expect(within(accepted).queryAllByRole('button')).toHaveLength(0);
  });

  it('validates the invite form with the contract email rule and a required role', async () => {
    const { calls } = openInvites({
      'POST /v1/invite': (body: unknown) => ({ ...invitations[0], ...(body as object) }),
    });
    const dialog = await openInviteForm();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Please enter an email address')).toBeTruthy();
    expect(within(dialog).getByText('Please choose a role')).toBeTruthy();

    // The contract rule refuses a doubled dot that a looser check would let through.
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'ana..lee@harbour.test' } });
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: ' ana.lee@harbour.test ' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    pickOption('Developer');
    // The chosen role says what it grants.
    expect(await within(dialog).findByText(/API keys, webhook endpoints/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to ana.lee@harbour.test')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'ana.lee@harbour.test',
      role: 'developer',
    });
  });

  it("shows the server's 409 in the form and keeps it open", async () => {
    openInvites({
      'POST /v1/invite': refusal(409, 'already_member', 'dev@harbour.test is already a member of this account.'),
    });
    const dialog = await openInviteForm();
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'dev@harbour.test' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    pickOption('Support');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('dev@harbour.test is already a member of this account.')).toBeTruthy();
  });

  it('resends an invitation, and deletes one after a confirmation', async () => {
    const { calls } = openInvites({
      'POST /v1/inviting_send_mail/inv_1': invitations[0],
      'DELETE /v1/inviting_users/inv_1': { id: 'inv_1' },
    });
    const pending = await rowOf('new@harbour.test');
    fireEvent.click(await within(pending).findByRole('button', { name: 'Resend email' }));
    expect(await screen.findByText(/The invitation was sent to new@harbour.test again/)).toBeTruthy();

    fireEvent.click(within(pending).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete the invitation to new@harbour.test?')).toBeTruthy();
    confirmDanger();
    expect(await screen.findByText('The invitation to new@harbour.test was deleted')).toBeTruthy();
    expect(calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /v1/inviting_send_mail/inv_1',
      'DELETE /v1/inviting_users/inv_1',
    ]);
  });

  it("announces a refused resend in the server's words", async () => {
    openInvites({
      'POST /v1/inviting_send_mail/inv_1': refusal(
        409,
        'invitation_accepted',
        'This invitation has already been accepted.',
      ),
    });
    const pending = await rowOf('new@harbour.test');
    fireEvent.click(await within(pending).findByRole('button', { name: 'Resend email' }));
    expect(await screen.findByText('This invitation has already been accepted.')).toBeTruthy();
  });

  it('shows an empty state', async () => {
    openInvites({ 'GET /v1/inviting_users': page([]) });
    expect(await screen.findByText('No invitations yet')).toBeTruthy();
  });
});
