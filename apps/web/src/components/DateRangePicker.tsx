import { DatePicker, type DatePickerProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { type DateRange, dateFormat, quickRangeOf, quickRanges, todayIn } from '../lib/date-range.ts';

export type DateRangePickerProps = {
  id?: string;
  /** `null`: no range (every date). */
  value: DateRange | null;
  onChange: (range: DateRange | null) => void;
  /** Whose days the quick ranges end today in: the user's time zone unless given (the account's). */
  timeZone?: string | undefined;
  /** Focused and open from the start: it takes the place of a stand-in the user just clicked. */
  opened?: boolean;
};

/** Two days, or one of spec §2's quick ranges ending today in the user's (or the given) time zone. */
export default function DateRangePicker({ id, value, onChange, timeZone, opened = false }: DateRangePickerProps) {
  const { t } = useTranslation();
  const today = todayIn(timeZone);
  return (
    <DatePicker.RangePicker
      {...(id ? { id: { start: id } } : {})}
      value={value ? [dayjs(value.from), dayjs(value.to)] : null}
      allowClear
      autoFocus={opened}
      defaultOpen={opened}
      presets={quickRanges.map((name) => {
        const range = quickRangeOf(name, today);
        return { label: t(`dateRange.${name}`), value: [dayjs(range.from), dayjs(range.to)] };
      })}
      onChange={(dates) =>
        onChange(dates?.[0] && dates[1] ? { from: dates[0].format(dateFormat), to: dates[1].format(dateFormat) } : null)
      }
    />
  );
}

/**
 * A date and time (a subscription's trial end, a test clock's step). It lives in this module, and
 * its pages load it from here (`LazyDateTimePicker`), so antd's picker stays in this one lazy chunk
 * with the range picker: a separate import would split it into a chunk of its own, one more
 * request on every list page.
 */
export function DateTimePicker(props: DatePickerProps<Dayjs, false>) {
  return <DatePicker showTime {...props} />;
}
