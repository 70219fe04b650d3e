import { Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatches } from 'react-router';
import { shellRoutes } from '../shell-routes.tsx';
import { areaOf } from './guard.ts';
import { type MenuEntry, menuOf, selectedEntry } from './menu.ts';
import { menuIcons } from './menu-icons.tsx';
import { handleOf } from './route-handle.ts';
import { useShell } from './shell-context.ts';

type Item = Required<MenuProps>['items'][number];

export type SideMenuProps = { collapsed: boolean };

/**
 * The side menu (spec §2): account pages show the account entries, personal pages the personal
 * ones, the merchant page the merchant's; entries the user may not open are not shown.
 */
export const SideMenu = ({ collapsed }: SideMenuProps) => {
  const { t } = useTranslation('shell');
  const { ctx } = useShell();
  const matches = useMatches();
  const { pathname } = useLocation();
  const area = areaOf(matches.map(handleOf)) ?? 'personal';
  const entries = useMemo(() => {
    const own = menuOf(shellRoutes, area, ctx);
    // A 403 page in an area with nothing for this user (the merchant page for a member): the
    // personal menu, which always has the profile, rather than an empty one.
    return own.length > 0 ? own : menuOf(shellRoutes, 'personal', ctx);
  }, [area, ctx]);
  const { selected, open } = selectedEntry(entries, pathname);

  const toItem = (entry: MenuEntry): Item => {
    const label = t(`route.${entry.title}`);
    const icon = entry.icon ? menuIcons[entry.icon] : undefined;
    if (entry.children) return { key: entry.key, icon, label, children: entry.children.map(toItem) };
    return { key: entry.key, icon, label: <Link to={entry.path ?? entry.key}>{label}</Link> };
  };

  return (
    <nav aria-label={t('menu.label')}>
      <Menu
        mode="inline"
        // A new area or page opens its own group; the user may still open others.
        key={`${area}:${open.join()}`}
        defaultOpenKeys={collapsed ? [] : open}
        selectedKeys={selected ? [selected] : []}
        items={entries.map(toItem)}
        style={{ borderInlineEnd: 'none' }}
      />
    </nav>
  );
};
