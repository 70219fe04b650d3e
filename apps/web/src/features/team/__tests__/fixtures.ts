import { rolePermissions } from '@paydeck/contract/permissions';
import { fireEvent, screen } from '@testing-library/react';
import { renderRoutes } from '../../../test/render.tsx';
import RolesPage from '../pages/roles.page.tsx';
import TeamPage from '../pages/team.page.tsx';

export const owner = { permissions: 'all permissions', roles: ['owner'] };
export const analyst = { permissions: [...rolePermissions.analyst], roles: ['analyst'] };

export const page = <T>(list: T[]) => ({ list, total: list.length, page: 1, per_page: 20 });

export const members = [
  {
    user_id: 'usr_owner',
    email: 'owner@harbour.test',
    roles: ['owner'],
    status: 'normal',
    is_owner: true,
    time_joined: 1_767_225_600,
  },
  {
    user_id: 'usr_dev',
    email: 'dev@harbour.test',
    roles: ['developer', 'support'],
    status: 'normal',
    is_owner: false,
    time_joined: 1_767_312_000,
  },
  {
    user_id: 'usr_gone',
    email: 'banned@harbour.test',
    roles: ['analyst'],
    status: 'banned',
    is_owner: false,
    time_joined: 1_767_398_400,
  },
];

export const invitations = [
  {
    id: 'inv_1',
    email: 'new@harbour.test',
    roles: ['finance'],
    status: 'inviting',
    invited_by_email: 'owner@harbour.test',
    // 2026-01-01 00:00:00 UTC: 08:00 in Shanghai.
    time_created: 1_767_225_600,
    time_expired: 1_767_830_400,
    time_accepted: null,
  },
  {
    id: 'inv_2',
    email: 'joined@harbour.test',
    roles: ['developer'],
    status: 'accepted',
    invited_by_email: 'owner@harbour.test',
    time_created: 1_767_139_200,
    time_expired: 1_767_744_000,
    time_accepted: 1_767_142_800,
  },
];

/** The team page and its roles page, on account acct_a (the current account, as the shell stores it). */
export const openTeam = (path = '/accounts/acct_a/team') => {
  window.localStorage.setItem('accountId', 'acct_a');
  window.localStorage.setItem('timezone', 'Asia/Shanghai');
  return renderRoutes(
    [
      { path: '/accounts/:accountId/team', Component: TeamPage },
      { path: '/accounts/:accountId/team/roles', Component: RolesPage },
    ],
    path,
  );
};

/** The table row showing a text (an email). */
export const rowOf = async (text: string) => {
  const row = (await screen.findByText(text)).closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
};

/** antd's Select options render in a portal; the visible rows are `.ant-select-item-option`. */
export const pickOption = (label: string) => {
  const option = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
    (node) => node.textContent === label,
  );
  if (!option) throw new Error(`no option ${label}`);
  fireEvent.click(option);
};

/** The dangerous OK button of the open Popconfirm. */
export const confirmDanger = () => {
  const confirm = document.querySelector<HTMLElement>('.ant-popconfirm .ant-btn-dangerous');
  if (!confirm) throw new Error('no confirm button');
  fireEvent.click(confirm);
};
