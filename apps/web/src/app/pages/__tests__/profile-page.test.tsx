import { buildAccess } from '@paydeck/contract/access';
import { allPermissions, rolePermissions } from '@paydeck/contract/permissions';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { shellRouteId } from '../../shell/route-handle.ts';
import type { ShellData } from '../../shell/shell-context.ts';
import ProfilePage from '../profile.page.tsx';

/** Lazy tabs: the first transform of a chunk in the test runner can take seconds. */
const slow = { timeout: 15_000 };

const shellData = (grant: Parameters<typeof buildAccess>[0]) =>
  ({ ctx: { access: buildAccess(grant) }, forbidden: false }) as unknown as ShellData;

const open = (grant: Parameters<typeof buildAccess>[0], search = '') =>
  renderRoutes(
    [{ id: shellRouteId, loader: () => shellData(grant), children: [{ path: '/profile', Component: ProfilePage }] }],
    `/profile${search}`,
  );

const signIn = (i: number) => ({
  id: `lh_${i}`,
  device: i === 1 ? 'Chrome 131 on macOS' : 'Firefox 133 on Windows',
  ip: `203.0.113.${i}`,
  description: i === 1 ? 'failed_2fa' : 'success',
  admin: i === 2,
  time_login: 1_700_000_000 - i * 60,
});

const api = () =>
  mockApi({
    'GET /v1/login_histories': (_body: unknown, url: URL) => ({
      list: url.searchParams.get('page') === '2' ? [signIn(21)] : Array.from({ length: 20 }, (_, i) => signIn(i + 1)),
      total: 21,
      page: Number(url.searchParams.get('page') ?? 1),
      per_page: 20,
    }),
    'GET /v1/current_user': { email: 'demo@paydeck.dev', mfa_enabled: false, accounts: [], merchants: [] },
    'GET /v1/user_preferences': { language: 'default', time_zone: null },
    'GET /v1/merchants': [
      {
        id: 'mer_1',
        name: 'Harbour Lane Trading Ltd',
        country: 'HK',
        status: 'normal',
        is_owner: true,
        owner_id: 'usr_1',
        owner_email: 'demo@paydeck.dev',
        time_created: 1_700_000_000,
        accounts: [],
      },
    ],
    'GET /v1/operations': { list: [], total: 0, page: 1, per_page: 20 },
    'GET /v1/current_user_accounts': [],
    'GET /v1/countries': [],
  });

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('ProfilePage (spec §2 profile tabs)', { timeout: 30_000 }, () => {
  it('has the profile, merchant, accounts, operation log and login history tabs, chosen by ?tab=', async () => {
    api();
    const router = open(allPermissions, '?tab=merchant');
    await screen.findAllByRole('tab', {}, slow);
    expect(tabNames()).toEqual(['Personal details', 'Merchant', 'Accounts', 'Operation log', 'Login history']);
    expect(await screen.findByText('Owner', {}, slow)).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Accounts' }));
    expect(await screen.findByText('Harbour Lane Trading Ltd: accounts (0)', {}, slow)).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=accounts');

    fireEvent.click(screen.getByRole('tab', { name: 'Operation log' }));
    expect(await screen.findByText('No activity matches these filters', {}, slow)).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=operationLog');
  });

  it('leaves the operation log out for a member whose role does not grant the activity log', async () => {
    api();
    open([...rolePermissions.finance], '?tab=operationLog');
    await screen.findAllByRole('tab', {}, slow);
    expect(tabNames()).toEqual(['Personal details', 'Merchant', 'Accounts', 'Login history']);
    expect(screen.getByRole('tab', { name: 'Personal details' }).getAttribute('aria-selected')).toBe('true');
  });

  it("lists sign-ins with their device, IP and result, an administrator's marked, paged by the server", async () => {
    const { calls } = api();
    const router = open(allPermissions, '?tab=loginHistory');
    expect(await screen.findByText('Chrome 131 on macOS', {}, slow)).toBeTruthy();
    expect(screen.getByText('203.0.113.1')).toBeTruthy();
    expect(screen.getByText('Wrong 2FA code')).toBeTruthy();
    expect(screen.getAllByText('By administrator')).toHaveLength(1);

    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('203.0.113.21', {}, slow)).toBeTruthy();
    expect(router.state.location.search).toContain('page=2');
    expect(calls.filter((call) => call.path === '/v1/login_histories').length).toBeGreaterThanOrEqual(2);
  });
});
