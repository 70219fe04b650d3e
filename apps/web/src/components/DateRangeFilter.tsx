import { lazy, Suspense, useState } from 'react';
import { useLocaleState } from '../lib/locale.ts';
import type { DateRangePickerProps } from './DateRangePicker.tsx';
import { PickerStandIn } from './PickerStandIn.tsx';

// antd's date picker is ~40 KB brotli: it loads when the filter is about to be used, not with the list.
const loadPicker = () => import('./DateRangePicker.tsx');
const DateRangePicker = lazy(loadPicker);

export type DateRangeFilterProps = DateRangePickerProps;

/** A list's date filter (spec §2): two days, or a quick range; `null` is every date. */
export const DateRangeFilter = (props: DateRangeFilterProps) => {
  const [used, setUsed] = useState(false);
  const placeholders = useLocaleState().antd.DatePicker?.lang.rangePlaceholder ?? ['', ''];
  const boxes = [
    { value: props.value?.from ?? '', placeholder: placeholders[0] },
    { value: props.value?.to ?? '', placeholder: placeholders[1] },
  ];
  const standIn = <PickerStandIn id={props.id} boxes={boxes} width={292} />;
  if (!used)
    return (
      <PickerStandIn
        id={props.id}
        boxes={boxes}
        width={292}
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
