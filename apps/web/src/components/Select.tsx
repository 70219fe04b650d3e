import type { SelectProps } from 'antd';
import type { BaseOptionType, DefaultOptionType, RefSelectProps } from 'antd/es/select';
import type { ComponentType, ReactNode, Ref } from 'react';
import { useEffect, useState } from 'react';
import { ariaOf } from '../lib/aria.ts';
import { SelectStandIn } from './SelectStandIn.tsx';

type AntdSelect = ComponentType<SelectProps & { ref?: Ref<RefSelectProps> }>;

let loaded: AntdSelect | undefined;
let loading: Promise<AntdSelect> | undefined;

/**
 * antd's Select (~28 KB brotli with its list): fetched once, by the first select that is about to
 * be used; a failed fetch is tried again at the next use.
 */
export const loadSelect = (): Promise<AntdSelect> => {
  loading ??= import('antd/es/select').then(
    (module) => {
      loaded = module.default as unknown as AntdSelect;
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
};

type Intent = 'focus' | 'open';

const labelsOf = <O extends BaseOptionType | DefaultOptionType>(value: unknown, options: readonly O[] | undefined) => {
  const chosen = value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];
  return chosen.map((one): ReactNode => {
    const option = options?.find((candidate) => candidate.value === one);
    return (option?.label as ReactNode) ?? (one as ReactNode);
  });
};

/**
 * antd's Select, the same props, with its code loaded on use: until then a stand-in that looks
 * like the closed select shows the value (components/SelectStandIn.tsx). The pointer coming near
 * starts the fetch; a click opens the select once it is there, focus focuses it. Once loaded,
 * every select renders antd's at once.
 */
export const Select = <V = unknown, O extends BaseOptionType | DefaultOptionType = DefaultOptionType>({
  ref,
  ...props
}: SelectProps<V, O> & { ref?: Ref<RefSelectProps> }) => {
  const [real, setReal] = useState(() => loaded);
  const [intent, setIntent] = useState<Intent>();
  const multiple = props.mode === 'multiple' || props.mode === 'tags';
  // A multiple select's chosen tags are its controls too (each has its remove button), which a
  // stand-in cannot offer: it fetches antd's at once (they live in dialogs, opened on demand).
  // A failed fetch leaves the stand-in, tried again at the next use.
  const swapIn = () =>
    loadSelect().then(
      (select) => setReal(() => select),
      () => undefined,
    );
  useEffect(() => {
    if (multiple && !real) void swapIn();
  });
  if (real) {
    const Real = real as unknown as ComponentType<SelectProps<V, O> & { ref?: Ref<RefSelectProps> }>;
    return (
      <Real
        {...props}
        ref={ref}
        autoFocus={props.autoFocus || intent !== undefined}
        defaultOpen={props.defaultOpen || intent === 'open'}
      />
    );
  }
  const use = (next: Intent) => {
    setIntent((current) => (current === 'open' ? current : next));
    void swapIn();
  };
  return (
    <SelectStandIn
      id={props.id}
      labels={labelsOf(props.value ?? props.defaultValue, props.options)}
      multiple={multiple}
      placeholder={props.placeholder}
      disabled={props.disabled}
      large={props.size === 'large'}
      status={props.status}
      style={props.style}
      className={props.className}
      aria={ariaOf(props)}
      ref={ref as Ref<HTMLInputElement> | undefined}
      onIntent={() => void loadSelect().catch(() => undefined)}
      onFocus={() => use('focus')}
      onOpen={() => use('open')}
    />
  );
};
