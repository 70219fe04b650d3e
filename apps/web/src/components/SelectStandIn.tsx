import { DownOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { FormItemInputContext } from 'antd/es/form/context';
import type { CSSProperties, KeyboardEvent, ReactNode, Ref } from 'react';
import { useContext } from 'react';
import type { AriaProps } from '../lib/aria.ts';

export type SelectStandInProps = {
  id?: string | undefined;
  /** What the select shows closed: the chosen options' labels (several for a multiple select). */
  labels: ReactNode[];
  multiple: boolean;
  placeholder?: ReactNode;
  disabled?: boolean | undefined;
  large: boolean;
  status?: string | undefined;
  style?: CSSProperties | undefined;
  className?: string | undefined;
  /** The names, descriptions and states Form.Item or the caller gives the control. */
  aria: AriaProps;
  ref?: Ref<HTMLInputElement> | undefined;
  /** The pointer is over it: the select's code can start loading. */
  onIntent: () => void;
  /** Focused: the select takes its place, focused. */
  onFocus: () => void;
  /** Clicked, or a key that opens a select: the select takes its place, open. */
  onOpen: () => void;
};

const opensList = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);

/**
 * What a select shows until it is used: antd's Select as it looks closed (the chosen label, or
 * the placeholder, and the arrow), its focusable box a read-only combobox carrying the field's id
 * and ARIA, so labels, Tab order and Form.Item's states work before the select's code has loaded.
 */
export const SelectStandIn = ({
  id,
  labels,
  multiple,
  placeholder,
  disabled,
  large,
  status,
  style,
  className,
  aria,
  ref,
  onIntent,
  onFocus,
  onOpen,
}: SelectStandInProps) => {
  const { token } = theme.useToken();
  const itemStatus = useContext(FormItemInputContext).status;
  const shown = status || itemStatus;
  const border = shown === 'error' ? token.colorError : shown === 'warning' ? token.colorWarning : token.colorBorder;
  const height = large ? token.controlHeightLG : token.controlHeight;
  const onKeyDown = (event: KeyboardEvent) => {
    if (!opensList.has(event.key)) return;
    event.preventDefault();
    onOpen();
  };
  const text =
    labels.length === 0 ? (
      <span style={{ color: token.colorTextPlaceholder }}>{placeholder}</span>
    ) : multiple ? (
      labels.map((label, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: the labels are the chosen values, in order; they carry no key of their own.
          key={index}
          style={{
            display: 'inline-block',
            marginInlineEnd: token.marginXXS,
            paddingInline: token.paddingXS,
            lineHeight: `${height - 10}px`,
            borderRadius: token.borderRadiusSM,
            background: token.colorFillSecondary,
          }}
        >
          {label}
        </span>
      ))
    ) : (
      labels[0]
    );
  return (
    <div
      className={className}
      onPointerEnter={disabled ? undefined : onIntent}
      style={{
        position: 'relative',
        display: 'inline-flex',
        alignItems: 'center',
        width: '100%',
        height,
        paddingInline: token.paddingSM - token.lineWidth,
        border: `${token.lineWidth}px ${token.lineType} ${border}`,
        borderRadius: large ? token.borderRadiusLG : token.borderRadius,
        background: disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
        color: disabled ? token.colorTextDisabled : token.colorText,
        fontSize: large ? token.fontSizeLG : token.fontSize,
        cursor: disabled ? 'not-allowed' : 'pointer',
        ...style,
      }}
    >
      <span style={{ flex: 1, minWidth: 0, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }}>
        {text}
      </span>
      <DownOutlined
        style={{ color: token.colorTextQuaternary, fontSize: token.fontSizeIcon, marginInlineStart: token.paddingXS }}
      />
      <input
        {...aria}
        id={id}
        ref={ref}
        readOnly
        role="combobox"
        aria-expanded={false}
        aria-haspopup="listbox"
        disabled={disabled}
        onFocus={onFocus}
        onKeyDown={onKeyDown}
        // Pressed, it fetches (and takes no focus of its own); the click that ends the press opens
        // the select, so none of the press's events reach antd's, which toggles on them.
        onMouseDown={(event) => {
          event.preventDefault();
          onIntent();
        }}
        onClick={onOpen}
        style={{ position: 'absolute', inset: 0, width: '100%', opacity: 0, cursor: 'inherit' }}
      />
    </div>
  );
};
