import type { ExportSourceType } from '@paydeck/contract/export-types';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../../lib/format.ts';
import type { ExportRow } from '../api/get-exports.ts';

/** Where each list's statuses are worded: a namespace, and the key under it. */
const statusKeys = {
  payment: { ns: 'common', key: 'paymentStatus' },
  refund: { ns: 'common', key: 'refundStatus' },
  balance_transaction: { ns: 'balance', key: 'transactionStatus' },
} as const satisfies Record<ExportSourceType, { ns: string; key: string }>;

const dateOf = (unixSeconds: number) => formatDateTime(unixSeconds).slice(0, 10);

/**
 * What an export holds, in words: its filter's values as the list's filter bar names them, and its
 * date range as the days chosen (the range's end is exclusive: the day before it is the last).
 */
export const describeFilter = (t: TFunction<'exports'>, row: Pick<ExportRow, 'sourceType' | 'filter'>): string => {
  // The filter's values are the server's strings, so their keys can't be typed; a stray one shows as its key.
  const tr = t as unknown as (key: string, options?: Record<string, string>) => string;
  const filter = row.filter as Record<string, string | number | undefined>;
  const parts: string[] = [];
  const add = (label: string, value: string | number | undefined, text = (v: string) => v) => {
    if (value !== undefined) parts.push(`${tr(`filter.${label}`)}: ${text(String(value))}`);
  };
  const { ns, key } = statusKeys[row.sourceType];
  add('status', filter.status, (v) => tr(`${key}.${v}`, { ns }));
  add('paymentMethod', filter.paymentMethod, (v) => tr(`method.${v}`, { ns: 'paymentMethods' }));
  add('type', filter.type, (v) => tr(`type.${v}`, { ns: 'balance' }));
  add('currency', filter.currency);
  add('search', filter.search);
  add('paymentId', filter.paymentId);
  add('sourceId', filter.sourceId);
  const from = filter['timeCreated[gte]'];
  const before = filter['timeCreated[lt]'];
  if (from !== undefined && before !== undefined)
    parts.push(tr('filter.created', { from: dateOf(Number(from)), to: dateOf(Number(before) - 1) }));
  else if (from !== undefined) parts.push(tr('filter.createdFrom', { from: dateOf(Number(from)) }));
  else if (before !== undefined) parts.push(tr('filter.createdTo', { to: dateOf(Number(before) - 1) }));
  return parts.length > 0 ? parts.join(' · ') : tr('filter.everything');
};
