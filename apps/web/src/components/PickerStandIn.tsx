import { CalendarOutlined, SwapRightOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { FormItemInputContext } from 'antd/es/form/context';
import type { CSSProperties, Ref } from 'react';
import { Fragment, useContext } from 'react';
import type { AriaProps } from '../lib/aria.ts';

export type PickerStandInProps = {
  id?: string | undefined;
  /** What each box shows: one for a date and time, two (from, to) for a range. */
  boxes: { value: string; placeholder: string }[];
  width: number;
  disabled?: boolean | undefined;
  /** The names, descriptions and states Form.Item or the caller gives the first box. */
  aria?: AriaProps;
  ref?: Ref<HTMLInputElement> | undefined;
  /** The pointer is over it: the picker's code can start loading. */
  onIntent?: () => void;
  /** Clicked or focused: the picker takes its place, open. */
  onOpen?: () => void;
};

/**
 * What a date picker shows until it is used: antd's picker as it looks closed (its dates, or
 * antd's placeholders), read-only boxes under the field's label. The picker itself (~40 KB brotli
 * with its calendar) loads when the pointer comes near or a box is focused, and opens in its place.
 */
export const PickerStandIn = ({ id, boxes, width, disabled, aria, ref, onIntent, onOpen }: PickerStandInProps) => {
  const { token } = theme.useToken();
  const status = useContext(FormItemInputContext).status;
  const box: CSSProperties = {
    flex: 1,
    minWidth: 0,
    padding: 0,
    border: 0,
    outline: 'none',
    background: 'transparent',
    color: disabled ? token.colorTextDisabled : token.colorText,
    font: 'inherit',
    cursor: 'inherit',
  };
  const open = () => {
    onIntent?.();
    onOpen?.();
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the boxes inside take the focus and keys; the frame widens what a pointer can hit.
    <div
      onPointerEnter={disabled ? undefined : onIntent}
      onMouseDown={disabled ? undefined : open}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        width,
        maxWidth: '100%',
        height: token.controlHeight,
        padding: `0 ${token.paddingSM - token.lineWidth}px`,
        border: `${token.lineWidth}px ${token.lineType} ${status === 'error' ? token.colorError : token.colorBorder}`,
        borderRadius: token.borderRadius,
        background: disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
        cursor: disabled ? 'not-allowed' : 'pointer',
      }}
    >
      {boxes.map(({ value, placeholder }, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are fixed, from and to.
        <Fragment key={index}>
          {index > 0 && (
            <SwapRightOutlined style={{ color: token.colorTextQuaternary, padding: `0 ${token.paddingXS}px` }} />
          )}
          <input
            {...(index === 0 ? aria : {})}
            id={index === 0 ? id : undefined}
            ref={index === 0 ? ref : undefined}
            readOnly
            disabled={disabled}
            value={value}
            placeholder={placeholder}
            onFocus={open}
            style={box}
          />
        </Fragment>
      ))}
      <CalendarOutlined style={{ color: token.colorTextQuaternary, marginInlineStart: token.marginXS }} />
    </div>
  );
};
