import type { DatePickerProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { ariaOf } from '../lib/aria.ts';
import { useLocaleState } from '../lib/locale.ts';
import { PickerStandIn } from './PickerStandIn.tsx';

// Loaded with the range picker's chunk (components/DateRangePicker.tsx says why).
const loadPicker = () => import('./DateRangePicker.tsx');
const DateTimePicker = lazy(() => loadPicker().then((module) => ({ default: module.DateTimePicker })));

/** antd's format for a date and time picker, which DateTimePicker keeps. */
const shownFormat = 'YYYY-MM-DD HH:mm:ss';

/**
 * A date and time picker whose code (~40 KB brotli) loads on use: until the pointer comes near or
 * it is focused, a stand-in shows the value as antd's would; then antd's opens in its place.
 */
export const LazyDateTimePicker = (props: DatePickerProps<Dayjs, false>) => {
  const [used, setUsed] = useState(false);
  const lang = useLocaleState().antd.DatePicker?.lang;
  const placeholder = typeof props.placeholder === 'string' ? props.placeholder : (lang?.placeholder ?? '');
  const standIn = (
    <PickerStandIn
      id={props.id}
      boxes={[{ value: props.value?.format(shownFormat) ?? '', placeholder }]}
      width={200}
      disabled={props.disabled}
      aria={ariaOf(props)}
      onIntent={() => void loadPicker().catch(() => undefined)}
      onOpen={() => setUsed(true)}
    />
  );
  if (!used) return standIn;
  return (
    <Suspense fallback={standIn}>
      <DateTimePicker {...props} autoFocus defaultOpen />
    </Suspense>
  );
};
