import { CalendarOutlined, SwapRightOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import type { CSSProperties } from 'react';
import type { DateRange } from '../lib/date-range.ts';
import { useLocaleState } from '../lib/locale.ts';

export type DateRangeStandInProps = {
  id?: string | undefined;
  value: DateRange | null;
  /** The pointer is over it: the picker's code can start loading. */
  onIntent?: () => void;
  /** Clicked or focused: the picker takes its place, open. */
  onOpen?: () => void;
};

/**
 * What a date range filter shows until it is used: antd's range picker as it looks closed (the
 * two days, or antd's placeholders), two read-only boxes under the filter's label. The picker
 * itself (~40 KB brotli with its calendar) loads when the pointer comes near or the filter is
 * focused, and opens in its place.
 */
export const DateRangeStandIn = ({ id, value, onIntent, onOpen }: DateRangeStandInProps) => {
  const { token } = theme.useToken();
  const placeholders = useLocaleState().antd.DatePicker?.lang.rangePlaceholder ?? ['', ''];
  const box: CSSProperties = {
    flex: 1,
    minWidth: 0,
    padding: 0,
    border: 0,
    outline: 'none',
    background: 'transparent',
    color: token.colorText,
    font: 'inherit',
    cursor: 'pointer',
  };
  const open = () => {
    onIntent?.();
    onOpen?.();
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the boxes inside take the focus and keys; the frame widens what a pointer can hit.
    <div
      onPointerEnter={onIntent}
      onMouseDown={open}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        width: 292,
        height: token.controlHeight,
        padding: `0 ${token.paddingSM - token.lineWidth}px`,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        background: token.colorBgContainer,
        cursor: 'pointer',
      }}
    >
      <input id={id} readOnly value={value?.from ?? ''} placeholder={placeholders[0]} onFocus={open} style={box} />
      <SwapRightOutlined style={{ color: token.colorTextQuaternary, padding: `0 ${token.paddingXS}px` }} />
      <input readOnly value={value?.to ?? ''} placeholder={placeholders[1]} onFocus={open} style={box} />
      <CalendarOutlined style={{ color: token.colorTextQuaternary, marginInlineStart: token.marginXS }} />
    </div>
  );
};
