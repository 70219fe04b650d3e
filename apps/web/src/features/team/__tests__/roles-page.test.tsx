import { roleTexts } from '@paydeck/contract/role-texts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, refusal } from '../../../test/api-mock.ts';
import { openTeam, owner } from './fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const en = roleTexts['en-US'];
const catalogue = {
  groups: [
    {
      key: 'management',
      name: en.groups.management,
      roles: [
        {
          role: 'owner',
          ...en.roles.owner,
          assignable: false,
          permissions: ['list_members', 'delete_member', 'list_payments', 'add_payment'],
        },
        { role: 'administrator', ...en.roles.administrator, assignable: true, permissions: ['list_members'] },
      ],
    },
    {
      key: 'read_only',
      name: en.groups.read_only,
      roles: [{ role: 'analyst', ...en.roles.analyst, assignable: true, permissions: ['list_members'] }],
    },
  ],
};

// antd's table, select and modal render slowly under a full parallel run.
describe('roles page', { timeout: 30_000 }, () => {
  it('shows each group with its roles and descriptions, and leads back to the team', async () => {
    mockApi({ 'GET /v1/roles': catalogue, 'GET /v1/accounts/acct_a/permissions': owner });
    const router = openTeam('/accounts/acct_a/team/roles');
    const management = await screen.findByTestId('role-group-management');
    expect(within(management).getByText('Management')).toBeTruthy();
    expect(within(management).getByText(en.roles.administrator.description)).toBeTruthy();
    expect(within(management).getByText('Owner only, not assignable')).toBeTruthy();
    // The count opens to what the role may do, area by area, in words.
    const ownerRole = within(management).getAllByTestId('role-permissions')[0] as HTMLDetailsElement;
    expect(within(ownerRole).getByText('4 permissions')).toBeTruthy();
    expect(ownerRole.open).toBe(false);
    fireEvent.click(within(ownerRole).getByText('4 permissions'));
    expect(ownerRole.open).toBe(true);
    expect([...ownerRole.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Payments: view, create',
      'Members: view, delete',
    ]);
    expect(within(screen.getByTestId('role-group-read_only')).getByText('Analyst')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: /Back to team/ }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/accounts/acct_a/team'));
  });

  it('says when the roles cannot be loaded, and retries', async () => {
    let fail = true;
    mockApi({
      'GET /v1/roles': () => (fail ? refusal(403, 'forbidden', 'You do not have permission to do this.') : catalogue),
      'GET /v1/accounts/acct_a/permissions': owner,
    });
    openTeam('/accounts/acct_a/team/roles');
    expect(await screen.findByText('The roles could not be loaded')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('role-group-management')).toBeTruthy();
  });
});
