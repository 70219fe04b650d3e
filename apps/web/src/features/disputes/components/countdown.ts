/** What is left before a deadline, in the two largest units worth saying ("3 days 4 hours"). */
export type Countdown =
  | { passed: true }
  | { passed: false; parts: { unit: 'day' | 'hour' | 'minute'; value: number }[] };

const minute = 60;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * The countdown to `deadline` (Unix seconds) at `now` (milliseconds). Minutes round up, so while
 * any time is left it never reads "0 minutes"; the deadline itself has passed.
 */
export const countdownOf = (deadline: number, now: number): Countdown => {
  const left = deadline - now / 1000;
  if (left <= 0) return { passed: true };
  const total = Math.ceil(left / minute) * minute;
  const days = Math.floor(total / day);
  const hours = Math.floor((total % day) / hour);
  const minutes = Math.floor((total % hour) / minute);
  const parts =
    days > 0
      ? ([
          ['day', days],
          ['hour', hours],
        ] as const)
      : hours > 0
        ? ([
            ['hour', hours],
            ['minute', minutes],
          ] as const)
        : ([['minute', minutes]] as const);
  return {
    passed: false,
    parts: parts.filter(([, value], index) => index === 0 || value > 0).map(([unit, value]) => ({ unit, value })),
  };
};

/** The parts in the interface language ("3 days 4 hours", "3天 4小时"), by Intl's unit names. */
export const durationText = (parts: Extract<Countdown, { passed: false }>['parts'], locale: string) =>
  parts
    .map(({ unit, value }) => new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value))
    .join(' ');

/** Less than a day left: worth a warning colour. */
export const isUrgent = (deadline: number, now: number) => deadline - now / 1000 < day;
