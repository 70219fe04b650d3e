import { theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { TextLink } from '../../../components/TextLink.tsx';

/** What a card needs of its query (TanStack's result) to show loading and failure. */
export type CardQuery = { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };

export type HomeCardProps = {
  title: string;
  /** "View all": the page the card summarizes. */
  to?: string;
  query: CardQuery;
  testId: string;
  children: ReactNode;
};

/** One card of the account home: its title and link, a quiet block while loading, the failure with a retry. */
export const HomeCard = ({ title, to, query, testId, children }: HomeCardProps) => {
  const { t } = useTranslation('home');
  const { token } = theme.useToken();
  return (
    <section
      aria-label={title}
      aria-busy={query.isPending}
      data-testid={testId}
      style={{
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: 20,
        minWidth: 0,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', marginBottom: 12 }}>
        <h4 style={{ margin: 0, fontSize: token.fontSizeLG, fontWeight: token.fontWeightStrong }}>{title}</h4>
        {to && <TextLink to={to}>{t('viewAll')}</TextLink>}
      </div>
      {query.isPending ? (
        <div style={{ height: 72, borderRadius: token.borderRadius, background: token.colorFillQuaternary }} />
      ) : query.isError ? (
        <LoadFailed title={t('loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        children
      )}
    </section>
  );
};

/** A card's "nothing here" line. */
export const CardEmpty = ({ children }: { children: ReactNode }) => {
  const { token } = theme.useToken();
  return <p style={{ margin: 0, color: token.colorTextSecondary }}>{children}</p>;
};

/** A card's rows: what (a link), a detail, and a figure at the end. */
export const CardRows = ({
  rows,
}: {
  rows: { key: string; main: ReactNode; detail?: ReactNode; end?: ReactNode }[];
}) => {
  const { token } = theme.useToken();
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {rows.map((row) => (
        <li
          key={row.key}
          style={{
            display: 'flex',
            gap: 12,
            justifyContent: 'space-between',
            alignItems: 'center',
            padding: '8px 0',
            borderTop: `1px solid ${token.colorSplit}`,
          }}
        >
          <div style={{ minWidth: 0 }}>
            <div style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{row.main}</div>
            {row.detail && (
              <div style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>{row.detail}</div>
            )}
          </div>
          {row.end && <div style={{ flexShrink: 0, textAlign: 'right' }}>{row.end}</div>}
        </li>
      ))}
    </ul>
  );
};
