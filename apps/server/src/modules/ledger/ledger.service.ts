import type { BalanceTransaction, BalanceTransactionListQuery } from '@paydeck/contract/balance-transactions';
import type { BalanceTransactionExportFilter } from '@paydeck/contract/exports';
import type { AppContext } from '../../context.ts';
import type { Scope } from '../../core/scope.ts';
import type { Executor } from '../../db/client.ts';
import { listPageOf } from '../../db/paging.ts';
import { AppError } from '../../lib/app-error.ts';
import { unixSeconds } from '../../lib/time.ts';
import {
  type BalanceTransactionRow,
  entryCsvBatches,
  findEntry,
  listBalances,
  listEntries,
} from './ledger.repository.ts';

export const balanceTransactionOf = (row: BalanceTransactionRow, now = new Date()): BalanceTransaction => ({
  id: row.id,
  object: 'balance_transaction',
  livemode: row.livemode,
  type: row.type,
  source_type: row.sourceType,
  source_id: row.sourceId,
  payment_method: row.method,
  currency: row.currency,
  source_currency: row.sourceCurrency,
  source_amount: row.sourceAmount,
  amount: row.amount,
  fee_total: row.feeTotal,
  fee_details: row.feeDetails,
  exchange_rate: row.exchangeRate,
  net: row.net,
  status: row.timeAvailable.getTime() <= now.getTime() ? 'available' : 'pending',
  description: row.description,
  time_created: unixSeconds(row.timeCreated),
  time_available: unixSeconds(row.timeAvailable),
});

export const balanceTransactionPage = async (ctx: AppContext, scope: Scope, query: BalanceTransactionListQuery) => {
  const { rows, total } = await listEntries(ctx.db, scope.account.id, scope.livemode, query);
  const now = new Date();
  return listPageOf(
    rows.map((row) => balanceTransactionOf(row, now)),
    total,
    query,
  );
};

/** Every entry the list shows under `filter`, as its CSV's cells, a batch at a time (exports). */
export const balanceTransactionExportBatches = (
  ctx: Pick<AppContext, 'db'>,
  scope: Scope,
  filter: BalanceTransactionExportFilter,
  batch?: number,
) => entryCsvBatches(ctx.db, scope.account.id, scope.livemode, filter, batch);

export const balanceTransactionDetail = async (ctx: AppContext, scope: Scope, id: string) => {
  const row = await findEntry(ctx.db, scope.account.id, scope.livemode, id);
  if (!row) throw new AppError('balance_transaction_not_found');
  return balanceTransactionOf(row);
};

/** A mode's balances per currency: available (due entries counted) and pending. */
export const balancesOf = (db: Executor, accountId: string, livemode: boolean) => listBalances(db, accountId, livemode);
