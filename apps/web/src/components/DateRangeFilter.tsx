import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { DateRangePickerProps } from './DateRangePicker.tsx';

// antd's date picker is ~30 KB gzip: it arrives just after the list instead of holding its first load.
const DateRangePicker = lazy(() => import('./DateRangePicker.tsx'));

export type DateRangeFilterProps = DateRangePickerProps;

/** A list's date filter (spec §2): two days, or a quick range; `null` is every date. */
export const DateRangeFilter = (props: DateRangeFilterProps) => (
  <Suspense fallback={<Skeleton.Input active style={{ width: 256 }} />}>
    <DateRangePicker {...props} />
  </Suspense>
);
