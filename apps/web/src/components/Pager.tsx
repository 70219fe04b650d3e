import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleState } from '../lib/locale.ts';
import { type ListTotal, pageItems, pagerState } from '../lib/table-pagination.ts';
import { type Paging, pageSizeOptions } from '../lib/url-paging.ts';

export type PagerProps = { paging: Paging; page: ListTotal | undefined; onPage: (paging: Paging) => void };

/**
 * A server-paged list's pager in antd's Pagination look: the total, previous, the pages, next and
 * the page size (a native select), with antd's strings in every locale. antd's Pagination brings
 * Select (~28 KB brotli) for its size changer.
 */
export const Pager = ({ paging, page, onPage }: PagerProps) => {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { antd, direction } = useLocaleState();
  const strings = antd.Pagination;
  const { total, lastPage, totalText } = pagerState(paging, page);
  if (total === 0) return null;
  const { current, pageSize } = paging;
  const go = (to: number) => onPage({ current: to, pageSize });
  const item = (active: boolean, disabled: boolean): CSSProperties => ({
    minWidth: token.controlHeight,
    height: token.controlHeight,
    padding: `0 ${token.paddingXXS + 2}px`,
    border: `${token.lineWidth}px ${token.lineType} ${active ? token.colorPrimary : 'transparent'}`,
    borderRadius: token.borderRadius,
    background: active ? token.colorBgContainer : 'transparent',
    color: disabled ? token.colorTextDisabled : active ? token.colorPrimary : token.colorText,
    fontWeight: active ? token.fontWeightStrong : undefined,
    font: 'inherit',
    cursor: disabled ? 'not-allowed' : 'pointer',
  });
  const [Back, Forward] = direction === 'rtl' ? [RightOutlined, LeftOutlined] : [LeftOutlined, RightOutlined];
  return (
    <nav
      aria-label={t('list.pages')}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'flex-end',
        gap: token.marginXS,
        margin: `${token.margin}px 0`,
      }}
    >
      <span style={{ marginInlineEnd: token.marginXS }}>{totalText}</span>
      <button
        type="button"
        title={strings?.prev_page}
        aria-label={strings?.prev_page}
        disabled={current <= 1}
        onClick={() => go(current - 1)}
        style={item(false, current <= 1)}
      >
        <Back />
      </button>
      {pageItems(current, lastPage).map((number, index) =>
        number === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: at most two gaps, each in its place.
          <span key={`gap-${index}`} aria-hidden style={{ color: token.colorTextDisabled, letterSpacing: 2 }}>
            •••
          </span>
        ) : (
          <button
            key={number}
            type="button"
            title={String(number)}
            aria-current={number === current ? 'page' : undefined}
            onClick={() => go(number)}
            style={item(number === current, false)}
          >
            {number}
          </button>
        ),
      )}
      <button
        type="button"
        title={strings?.next_page}
        aria-label={strings?.next_page}
        disabled={current >= lastPage}
        onClick={() => go(current + 1)}
        style={item(false, current >= lastPage)}
      >
        <Forward />
      </button>
      <select
        aria-label={strings?.page_size}
        value={pageSize}
        onChange={(event) => onPage({ current: 1, pageSize: Number(event.target.value) })}
        style={{
          height: token.controlHeight,
          padding: `0 ${token.paddingXS}px`,
          border: `${token.lineWidth}px ${token.lineType} ${token.colorBorder}`,
          borderRadius: token.borderRadius,
          background: token.colorBgContainer,
          color: token.colorText,
          font: 'inherit',
        }}
      >
        {pageSizeOptions.map((size) => (
          <option key={size} value={size}>
            {`${size} ${strings?.items_per_page ?? ''}`.trim()}
          </option>
        ))}
      </select>
    </nav>
  );
};
