import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { breadcrumbsOf, shownCrumbsOf } from './breadcrumbs.ts';

/** Breadcrumbs derived from the path (spec §2), from the titles in the route table, when they add to the heading. */
export const ShellBreadcrumb = () => {
  const { t } = useTranslation('shell');
  const crumbs = shownCrumbsOf(breadcrumbsOf(useMatches()), (crumb) => t(`route.${crumb.title}`));
  if (!crumbs.length) return null;
  return (
    <nav aria-label={t('breadcrumb.label')}>
      <Breadcrumb
        style={{ marginBottom: 16 }}
        items={crumbs.map((crumb) => ({
          key: crumb.path ?? crumb.title,
          title: crumb.path ? <Link to={crumb.path}>{t(`route.${crumb.title}`)}</Link> : t(`route.${crumb.title}`),
        }))}
      />
    </nav>
  );
};
