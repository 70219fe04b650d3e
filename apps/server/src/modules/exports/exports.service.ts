import { type Currency, currencyExponents } from '@paydeck/contract/currencies';
import { type ExportSourceType, exportLifetimeDays } from '@paydeck/contract/export-types';
import {
  type Export,
  type ExportInput,
  type ExportListQuery,
  exportColumns,
  exportFailureMessages,
} from '@paydeck/contract/exports';
import type { Locale } from '@paydeck/contract/locales';
import { hasPermission, type PermissionName } from '@paydeck/contract/permissions';
import type { AppContext } from '../../context.ts';
import { type Scope, systemScope } from '../../core/scope.ts';
import type { Executor } from '../../db/client.ts';
import { type CsvSourceRow, listPageOf } from '../../db/paging.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { dayMs, unixSeconds } from '../../lib/time.ts';
import { balanceTransactionExportBatches } from '../ledger/ledger.service.ts';
import { paymentExportBatches } from '../payments/payments.service.ts';
import { refundExportBatches } from '../refunds/refunds.service.ts';
import { csvAmountCell, csvCell, csvLine, csvLineEnd, majorUnits, utf8Bom, zonedTimeFormatter } from './csv.ts';
import {
  claimDueExport,
  deleteParts,
  type ExportRow,
  expireProcessedExports,
  findExport,
  finishExport,
  insertExport,
  insertPart,
  listExports,
  readPart,
  renewLease,
  timeZoneOf,
} from './exports.repository.ts';

/** The job's context: no mail, secrets or links needed. */
export type ExportContext = Pick<AppContext, 'db' | 'logger'>;

/** Rows read per query: big enough that a million rows take few round trips, small enough to hold. */
const rowsPerBatch = 1000;
/** A file is stored in parts of about this many bytes (one batch past it at most). */
export const partBytes = 1024 * 1024;

/** Creating an export needs the source list's permissions too: it shows the same rows. */
const sourcePermissions: Record<ExportSourceType, PermissionName[]> = {
  payment: ['list_payments', 'export_payments'],
  refund: ['list_refunds'],
  balance_transaction: ['list_balance_transactions', 'export_balance_transactions'],
};

const filePrefixes: Record<ExportSourceType, string> = {
  payment: 'payments',
  refund: 'refunds',
  balance_transaction: 'balance-transactions',
};

const timeOrNull = (date: Date | null) => (date ? unixSeconds(date) : null);

export const exportOf = (row: ExportRow): Export => ({
  id: row.id,
  object: 'export',
  livemode: row.livemode,
  source_type: row.sourceType,
  status: row.status,
  filter: row.filter,
  rows_written: row.rowsWritten,
  rows_total: row.rowsTotal,
  filename: row.filename,
  size: row.sizeBytes,
  failure_message: row.failureMessage,
  time_created: unixSeconds(row.timeCreated),
  time_processed: timeOrNull(row.timeProcessed),
  time_expired: timeOrNull(row.timeExpired),
});

/** Drops what the filter's parsing left undefined ("all"), so the stored filter is what applies. */
const storedFilter = (filter: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined)) as Record<
    string,
    string | number
  >;

/**
 * Records an export in `created`; a worker makes the file (`generateDueExports`). The file's
 * headers are in the caller's language and its times in the caller's time zone, as they were now.
 */
export const createExport = async (ctx: Pick<AppContext, 'db'>, scope: Scope, input: ExportInput, language: Locale) => {
  if (!sourcePermissions[input.source_type].every((name) => hasPermission(scope.account.grant, name))) {
    throw new AppError('forbidden');
  }
  const userId = scope.actor.type === 'user' ? scope.actor.userId : null;
  const timeZone = await timeZoneOf(ctx.db, scope.account.id, userId);
  const stamp = zonedTimeFormatter(timeZone)(unixSeconds(new Date())).replace(/[-:]/g, '').replace(' ', '-');
  const row = await insertExport(ctx.db, {
    id: newId('exp'),
    accountId: scope.account.id,
    livemode: scope.livemode,
    userId,
    status: 'created',
    sourceType: input.source_type,
    filter: storedFilter(input.filter),
    language,
    timeZone,
    filename: `${filePrefixes[input.source_type]}-${stamp}.csv`,
  });
  return exportOf(row);
};

export const exportPage = async (ctx: Pick<AppContext, 'db'>, scope: Scope, query: ExportListQuery) => {
  const { rows, total } = await listExports(ctx.db, scope.account.id, scope.livemode, query);
  return listPageOf(rows.map(exportOf), total, query);
};

const exportIn = async (ctx: Pick<AppContext, 'db'>, scope: Scope, id: string) => {
  const row = await findExport(ctx.db, scope.account.id, scope.livemode, id);
  if (!row) throw new AppError('export_not_found');
  return row;
};

export const exportDetail = async (ctx: Pick<AppContext, 'db'>, scope: Scope, id: string) =>
  exportOf(await exportIn(ctx, scope, id));

/**
 * A processed export's file: its name and size, and its parts in order, read one at a time as the
 * answer is sent. Any other status is refused: not ready yet, or expired (its data is gone).
 */
export const exportFile = async (ctx: Pick<AppContext, 'db'>, scope: Scope, id: string) => {
  const row = await exportIn(ctx, scope, id);
  const expired = row.status === 'expired' || (row.timeExpired !== null && row.timeExpired.getTime() <= Date.now());
  if (expired) throw new AppError('export_expired');
  if (row.status !== 'processed') throw new AppError('export_not_ready', { params: { status: row.status } });
  async function* parts() {
    for (let part = 0; ; part++) {
      const data = await readPart(ctx.db, row.accountId, row.id, part);
      if (data === null) return;
      yield data;
    }
  }
  return { filename: row.filename, sizeBytes: row.sizeBytes ?? 0, parts: parts() };
};

/** The source's rows under the export's filter, as its CSV's cells, a batch at a time. */
const sourceBatches = (ctx: ExportContext, scope: Scope, row: ExportRow): AsyncGenerator<CsvSourceRow[]> => {
  const filter = row.filter as never;
  switch (row.sourceType) {
    case 'payment':
      return paymentExportBatches(ctx, scope, filter, rowsPerBatch);
    case 'refund':
      return refundExportBatches(ctx, scope, filter, rowsPerBatch);
    case 'balance_transaction':
      return balanceTransactionExportBatches(ctx, scope, filter, rowsPerBatch);
  }
};

const amountColumns = new Set(['amount', 'amount_paid', 'amount_refunded', 'fee_total', 'net']);

/** A currency's minor-unit exponent; an unknown currency stops the export rather than guess its money. */
const exponentOf = (currency: string): number => {
  const exponent = currencyExponents[currency as Currency] as number | undefined;
  if (exponent === undefined) throw new Error(`no exponent for currency ${currency}`);
  return exponent;
};

/**
 * The header line and a function writing one row's line, for the export's source, language and
 * zone. A row holds the CSV's cells as read raw (`CsvSourceRow`): money as minor units' digits,
 * times as Unix seconds.
 */
export const csvLayout = (sourceType: ExportSourceType, language: Locale, timeZone: string) => {
  const columns = Object.entries(exportColumns[sourceType]);
  const formatTime = zonedTimeFormatter(timeZone);
  const header = csvLine(
    columns.map(([key, titles]) =>
      csvCell(key.startsWith('time_') ? `${titles[language]} (${timeZone})` : titles[language]),
    ),
  );
  // Each column's kind is worked out once, not per row: a million rows make this the hot loop.
  const kinds = columns.map(([key]) => ({
    key,
    kind: amountColumns.has(key) ? 'amount' : key.startsWith('time_') ? 'time' : 'text',
  }));
  const cell = (item: CsvSourceRow, { key, kind }: (typeof kinds)[number]) => {
    const value = item[key];
    if (value === null || value === undefined) return '';
    if (kind === 'amount') return csvAmountCell(majorUnits(value as string, exponentOf(item.currency)));
    if (kind === 'time') return formatTime(value as number);
    return csvCell(String(value));
  };
  const line = (item: CsvSourceRow) => {
    let text = cell(item, kinds[0] as (typeof kinds)[number]);
    for (let i = 1; i < kinds.length; i++) text += `,${cell(item, kinds[i] as (typeof kinds)[number])}`;
    return text + csvLineEnd;
  };
  return { header, line };
};

/** How long a claim holds an export without a sign of life: far longer than a part takes to write. */
const leaseSeconds = 5 * 60;
/** A batch renews the lease itself once this long has passed without a part (a sparse filter's slow scan). */
const renewAfterMs = 60 * 1000;

/** The export's lease lapsed and another worker took it over: this one stops and touches nothing. */
class LeaseLost extends Error {}

/** Extends the lease `lease` (recording progress); throws LeaseLost if it is no longer this worker's. */
const holdLease = async (db: Executor, row: ExportRow, lease: Date, rows: number) => {
  const renewed = await renewLease(db, row.id, lease, leaseSeconds, rows);
  if (!renewed) throw new LeaseLost();
  return renewed;
};

/**
 * Writes the export's file: the source rows under its filter, newest first by keyset batches,
 * into parts of about `partBytes` each, renewing the claim's lease and recording progress with
 * every part rather than every batch (a thousand commits fewer for a million rows). Only a batch
 * and one part are ever held. A taken-over export's partial parts are deleted first, so the file
 * starts over. On any error the parts are deleted and the export fails with a reason; once the
 * lease is lost (another worker took over) nothing more is written or changed.
 */
export const generateExport = async (ctx: ExportContext, row: ExportRow) => {
  const { header, line } = csvLayout(row.sourceType, row.language, row.timeZone);
  let lease = row.leaseExpiresAt as Date;
  let renewedAt = Date.now();
  let part = 0;
  let size = 0;
  let rows = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const flush = async () => {
    if (pendingBytes === 0) return;
    const data = pending.length === 1 ? (pending[0] as Buffer) : Buffer.concat(pending, pendingBytes);
    // The part is written with the renewal: a worker that lost its lease writes none.
    lease = await ctx.db.transaction(async (tx) => {
      const renewed = await holdLease(tx, row, lease, rows);
      await insertPart(tx, { accountId: row.accountId, exportId: row.id, part, data });
      return renewed;
    });
    renewedAt = Date.now();
    part += 1;
    pending = [];
    pendingBytes = 0;
  };
  const write = async (text: string) => {
    const data = Buffer.from(text, 'utf8');
    pending.push(data);
    pendingBytes += data.length;
    size += data.length;
    if (pendingBytes >= partBytes) await flush();
  };
  try {
    const scope = await systemScope(ctx.db, row.accountId, row.livemode, 'exports.generate');
    await deleteParts(ctx.db, row.accountId, row.id);
    await write(utf8Bom + header);
    for await (const batch of sourceBatches(ctx, scope, row)) {
      let text = '';
      for (const item of batch) text += line(item);
      rows += batch.length;
      await write(text);
      if (Date.now() - renewedAt > renewAfterMs) {
        lease = await holdLease(ctx.db, row, lease, rows);
        renewedAt = Date.now();
      }
    }
    await flush();
    const now = new Date();
    const finished = await finishExport(ctx.db, row.id, lease, {
      status: 'processed',
      rowsWritten: rows,
      rowsTotal: rows,
      sizeBytes: size,
      timeProcessed: now,
      timeExpired: new Date(now.getTime() + exportLifetimeDays * dayMs),
    });
    if (!finished) throw new LeaseLost();
    return rows;
  } catch (error) {
    if (error instanceof LeaseLost) {
      ctx.logger.warn({ exportId: row.id }, 'export taken over by another worker after its lease lapsed');
      return 0;
    }
    ctx.logger.error({ err: error, exportId: row.id }, 'export failed');
    await ctx.db.transaction(async (tx) => {
      const failed = await finishExport(tx, row.id, lease, {
        status: 'failed',
        failureMessage: exportFailureMessages[row.language],
      });
      if (failed) await deleteParts(tx, row.accountId, row.id);
    });
    return 0;
  }
};

/**
 * Makes every export waiting to be made, one at a time (each claimed first), and takes over any
 * whose worker died mid-file (its lease lapsed); returns how many.
 */
export const generateDueExports = async (ctx: ExportContext) => {
  let made = 0;
  for (let row = await claimDueExport(ctx.db, leaseSeconds); row; row = await claimDueExport(ctx.db, leaseSeconds)) {
    await generateExport(ctx, row);
    made += 1;
  }
  return made;
};

/** The sweep: processed exports past their time become expired and their files are deleted. */
export const expireExports = async (ctx: Pick<AppContext, 'db'>) => {
  let expired = 0;
  for (;;) {
    const done = await ctx.db.transaction((tx) => expireProcessedExports(tx, 100));
    expired += done;
    if (done < 100) return expired;
  }
};
