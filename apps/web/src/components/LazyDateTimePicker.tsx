import { lazy } from 'react';

/** The date-time picker, loaded with the range picker's chunk (components/DateRangePicker.tsx says why). */
export const LazyDateTimePicker = lazy(() =>
  import('./DateRangePicker.tsx').then((module) => ({ default: module.DateTimePicker })),
);
