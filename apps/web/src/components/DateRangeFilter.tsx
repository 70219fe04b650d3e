import { lazy, Suspense, useState } from 'react';
import type { DateRangePickerProps } from './DateRangePicker.tsx';
import { DateRangeStandIn } from './DateRangeStandIn.tsx';

// antd's date picker is ~40 KB brotli: it loads when the filter is about to be used, not with the list.
const loadPicker = () => import('./DateRangePicker.tsx');
const DateRangePicker = lazy(loadPicker);

export type DateRangeFilterProps = DateRangePickerProps;

/** A list's date filter (spec §2): two days, or a quick range; `null` is every date. */
export const DateRangeFilter = (props: DateRangeFilterProps) => {
  const [used, setUsed] = useState(false);
  const standIn = <DateRangeStandIn id={props.id} value={props.value} />;
  if (!used)
    return (
      <DateRangeStandIn
        id={props.id}
        value={props.value}
        onIntent={() => void loadPicker().catch(() => undefined)}
        onOpen={() => setUsed(true)}
      />
    );
  return (
    <Suspense fallback={standIn}>
      <DateRangePicker {...props} opened />
    </Suspense>
  );
};
