import type { FigureKey } from './figures.ts';

/** The page's charts, each of one kind of figure so the bars share a scale. */
export const charts = [
  { id: 'volume', figures: ['payment_volume'] },
  { id: 'count', figures: ['payment_count'] },
  { id: 'refundsDisputes', figures: ['refunded_amount', 'disputed_amount'] },
  { id: 'payouts', figures: ['payout_volume', 'net_settled'] },
] as const satisfies readonly { id: string; figures: readonly FigureKey[] }[];

export type ChartSpec = (typeof charts)[number];
