import type { AccessCheck } from '@paydeck/contract/access';
import type { BusinessType } from '@paydeck/contract/roles';
import type shell from '../../locales/en-US/shell.json';

/** A route's title in the `shell` catalog (`route.payments` …): its breadcrumb, page and menu label. */
export type RouteTitle = keyof (typeof shell)['route'];

/** The icon of a top-level menu entry (app/shell/menu-icons.tsx maps each to its component). */
export type MenuIcon =
  | 'home'
  | 'gettingStarted'
  | 'statistics'
  | 'transaction'
  | 'balance'
  | 'customers'
  | 'mandates'
  | 'subscriptions'
  | 'payouts'
  | 'team'
  | 'developers'
  | 'paymentMethods'
  | 'setting'
  | 'messages'
  | 'profile'
  | 'tickets'
  | 'operations'
  | 'exports'
  | 'settings'
  | 'merchant';

/** Which side menu a page belongs to (spec §2 shell): account pages, personal pages, the merchant page. */
export type MenuArea = 'account' | 'personal' | 'merchant';

/**
 * What the route table says about a route (React Router `handle`). The guard (403), the side
 * menu and the breadcrumbs all read these, so a route is declared once.
 */
export type RouteHandle = {
  title?: RouteTitle;
  /** The named access check of spec §6 that must be granted; checked on every matched route. */
  access?: AccessCheck;
  /** The account must run this business (spec §6 menu by business). */
  business?: Extract<BusinessType, 'payin' | 'payout'>;
  /** Only the owner of the current account's merchant (the merchant profile). */
  ownerOnly?: boolean;
  area?: MenuArea;
  /** In the side menu: `true` for a sub-entry, an icon for a top-level entry. */
  menu?: true | MenuIcon;
  /**
   * A bare path (an index route) that redirects to a child of its parent: this one if the user may
   * open it, else the first the user may open. `:accountId` is filled with the current account.
   */
  bare?: string;
  /** A screen about one object (a detail, a create form): the mode switch goes back to its list. */
  detail?: boolean;
};

/** The handle of a matched route, whatever React Router typed it as. */
export const handleOf = (match: { handle?: unknown; route?: { handle?: unknown } }): RouteHandle =>
  ((match.route ? match.route.handle : match.handle) ?? {}) as RouteHandle;

/** The id of the signed-in layout route, whose loader data is the shell context. */
export const shellRouteId = 'shell';
