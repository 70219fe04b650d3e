import { Empty, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { PageTitle } from '../../../components/PageTitle.tsx';
import type shell from '../../../locales/en-US/shell.json';

type RouteTitle = keyof (typeof shell)['route'];

const titleOf = (handle: unknown): RouteTitle | undefined => (handle as { title?: RouteTitle } | undefined)?.title;

/**
 * The page of every route whose feature a later issue builds: its real title (the breadcrumbs come
 * from the shell) and an honest empty state — no made-up data.
 */
export default function PlaceholderPage() {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const title = useMatches()
    .map((match) => titleOf(match.handle))
    .filter((value) => value !== undefined)
    .at(-1);
  return (
    <>
      {title && <PageTitle spaced>{t(`route.${title}`)}</PageTitle>}
      <div
        style={{
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
          padding: '64px 24px',
        }}
      >
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('placeholder.notAvailable')} />
      </div>
    </>
  );
}
