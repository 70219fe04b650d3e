import type { PaymentMethodId } from '@paydeck/contract/payment-method-catalogue';
import type { Statistics, StatisticsQuery } from '@paydeck/contract/statistics';
import type { AppContext } from '../../context.ts';
import type { Scope } from '../../core/scope.ts';
import { unixSeconds } from '../../lib/time.ts';
import { addTotals, emptyTotals, figuresOf, type KindTotals } from './statistics-figures.ts';
import { statisticsRange } from './statistics-range.ts';
import { accountTimeZone, bucketTotals, dayTotals } from './statistics-totals.repository.ts';

/** One currency's totals: the range, the previous period, each series bucket, and each method over the range. */
type CurrencyTotals = {
  summary: KindTotals;
  previous: KindTotals;
  series: KindTotals[];
  methods: Map<PaymentMethodId, KindTotals>;
};

/**
 * Spec §2 statistics of the scope's account and mode: the range's figures per currency (never
 * summed across currencies), each bucket of the series, the previous period, and the payment
 * figures by method. Read in one query: hours from the quarter-hour buckets, longer cuts from the
 * days in the account's zone.
 */
export const statisticsOf = async (ctx: Pick<AppContext, 'db'>, scope: Scope, query: StatisticsQuery) => {
  const timeZone = await accountTimeZone(ctx.db, scope.account.id);
  const range = statisticsRange(query, timeZone);
  // Slot 1 is the previous period, slot 2 the series' first bucket, and so on.
  const { id } = scope.account;
  const rows = range.dayBounds
    ? await dayTotals(ctx.db, id, scope.livemode, range.dayBounds)
    : await bucketTotals(ctx.db, id, scope.livemode, [
        range.previousStart,
        ...range.series.map((bucket) => bucket.start),
        range.end,
      ]);

  const currencies = new Map<string, CurrencyTotals>();
  for (const row of rows) {
    let totals = currencies.get(row.currency);
    if (!totals) {
      const series = range.series.map(() => emptyTotals());
      totals = { summary: emptyTotals(), previous: emptyTotals(), series, methods: new Map() };
      currencies.set(row.currency, totals);
    }
    const seriesIndex = row.slot - 2;
    const bucket = seriesIndex < 0 ? totals.previous : totals.series[seriesIndex];
    if (!bucket) continue;
    addTotals(bucket, row);
    if (seriesIndex < 0) continue;
    addTotals(totals.summary, row);
    if (row.payment_method === '') continue;
    const methodId = row.payment_method as PaymentMethodId;
    let method = totals.methods.get(methodId);
    if (!method) {
      method = emptyTotals();
      totals.methods.set(methodId, method);
    }
    addTotals(method, row);
  }

  const answer: Statistics = {
    time_zone: timeZone,
    granularity: query.granularity,
    from: range.from,
    to: range.to,
    previous_from: range.previousFrom,
    previous_to: range.previousTo,
    currencies: [...currencies.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, totals]) => ({
        currency,
        summary: figuresOf(totals.summary),
        previous: figuresOf(totals.previous),
        // Assigned, not spread: spreading 13 figures into each of hundreds of buckets cost more
        // than the rest of the answer (bench:api profile).
        series: range.series.map((bucket, i) =>
          Object.assign(figuresOf(totals.series[i] ?? emptyTotals()), {
            start: unixSeconds(bucket.start),
            label: bucket.label,
          }),
        ),
        methods: [...totals.methods.entries()]
          .map(([paymentMethod, method]) => ({ payment_method: paymentMethod, ...figuresOf(method) }))
          .sort((a, b) => b.payment_volume - a.payment_volume || a.payment_method.localeCompare(b.payment_method)),
      })),
  };
  return answer;
};
