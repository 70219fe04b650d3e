import { z } from 'zod';
import { balanceTransactionListQuery } from './balance-transactions.ts';
import { envelope, listPage, listQuery } from './envelope.ts';
import { type ExportSourceType, exportLifetimeDays, exportSourceTypes, exportStatuses } from './export-types.ts';
import type { Locale } from './locales.ts';
import { livemodeBodyField, merchantApiQuery } from './merchant-api.ts';
import { idParams, nullableTime, statusFilter, unixSeconds } from './payin-fields.ts';
import { paymentListQuery } from './payments.ts';
import { refundListQuery } from './refunds.ts';

const noPaging = { page: true, per_page: true, livemode: true } as const;

/**
 * What an export is made with: exactly its list's query less paging and mode (the mode is the
 * export's own). Strict, so a misspelt filter is refused rather than exporting everything.
 */
export const paymentExportFilter = paymentListQuery.omit(noPaging).strict();
export const refundExportFilter = refundListQuery.omit(noPaging).strict();
export const balanceTransactionExportFilter = balanceTransactionListQuery.omit(noPaging).strict();
export type PaymentExportFilter = z.output<typeof paymentExportFilter>;
export type RefundExportFilter = z.output<typeof refundExportFilter>;
export type BalanceTransactionExportFilter = z.output<typeof balanceTransactionExportFilter>;

export const exportCreateBody = z
  .discriminatedUnion('source_type', [
    z.object({
      livemode: livemodeBodyField,
      source_type: z.literal('payment'),
      filter: paymentExportFilter.prefault({}),
    }),
    z.object({
      livemode: livemodeBodyField,
      source_type: z.literal('refund'),
      filter: refundExportFilter.prefault({}),
    }),
    z.object({
      livemode: livemodeBodyField,
      source_type: z.literal('balance_transaction'),
      filter: balanceTransactionExportFilter.prefault({}),
    }),
  ])
  .meta({
    id: 'ExportCreateBody',
    description: "The list to export and its filter: the same fields as that list's query, without paging.",
    example: { livemode: 0, source_type: 'payment', filter: { status: 'paid', 'time_created[gte]': 1767225600 } },
  });
export type ExportCreateBody = z.input<typeof exportCreateBody>;
export type ExportInput = z.output<typeof exportCreateBody>;

/** Spec §3 export. */
export const exportObject = z
  .object({
    id: z.string(),
    object: z.literal('export'),
    livemode: z.boolean(),
    source_type: z.enum(exportSourceTypes),
    status: z.enum(exportStatuses),
    filter: z
      .record(z.string(), z.union([z.string(), z.number()]))
      .meta({ description: 'The filter it was made with, as the create body gave it (after defaults).' }),
    rows_written: z.number().int().meta({ description: 'Rows written so far: progress while processing.' }),
    rows_total: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'All rows of the file, once processed (null until then).' }),
    filename: z.string().meta({ example: 'payments-20260101-000000.csv' }),
    size: z.number().int().nullable().meta({ description: 'Bytes of the file, once processed.' }),
    failure_message: z.string().nullable(),
    time_created: unixSeconds,
    time_processed: nullableTime,
    time_expired: nullableTime.meta({
      description: `When the file is deleted: ${exportLifetimeDays} days after it was processed.`,
    }),
  })
  .meta({
    id: 'Export',
    example: {
      id: 'exp_4Rt7Wq2Lm9Xv5Nb8Kd3Hs6Yc',
      object: 'export',
      livemode: false,
      source_type: 'payment',
      status: 'processed',
      filter: { status: 'paid' },
      rows_written: 1200,
      rows_total: 1200,
      filename: 'payments-20260101-000000.csv',
      size: 312_456,
      failure_message: null,
      time_created: 1767225600,
      time_processed: 1767225603,
      time_expired: 1767830403,
    },
  });
export type Export = z.output<typeof exportObject>;
export const exportEnvelope = envelope(exportObject);
export const exportListEnvelope = envelope(listPage(exportObject));

export const exportListQuery = merchantApiQuery.extend({
  ...listQuery.shape,
  status: statusFilter(exportStatuses),
  source_type: z.enum(exportSourceTypes).optional(),
});
export type ExportListQuery = z.infer<typeof exportListQuery>;
export const exportParams = idParams('exp_4Rt7Wq2Lm9Xv5Nb8Kd3Hs6Yc');

/** One CSV column: its header in each interface locale. */
type Columns = Record<string, Record<Locale, string>>;

const paymentColumns = {
  id: { 'en-US': 'ID', 'zh-CN': '支付ID' },
  reference: { 'en-US': 'Reference', 'zh-CN': '商户订单号' },
  status: { 'en-US': 'Status', 'zh-CN': '状态' },
  payment_method: { 'en-US': 'Payment method', 'zh-CN': '支付方式' },
  currency: { 'en-US': 'Currency', 'zh-CN': '币种' },
  amount: { 'en-US': 'Amount', 'zh-CN': '金额' },
  amount_paid: { 'en-US': 'Amount paid', 'zh-CN': '实付金额' },
  amount_refunded: { 'en-US': 'Amount refunded', 'zh-CN': '已退款金额' },
  customer_id: { 'en-US': 'Customer ID', 'zh-CN': '客户ID' },
  description: { 'en-US': 'Description', 'zh-CN': '描述' },
  failure_message: { 'en-US': 'Failure message', 'zh-CN': '失败原因' },
  time_created: { 'en-US': 'Time created', 'zh-CN': '创建时间' },
  time_paid: { 'en-US': 'Time paid', 'zh-CN': '支付时间' },
} satisfies Columns;

const refundColumns = {
  id: { 'en-US': 'ID', 'zh-CN': '退款ID' },
  payment_id: { 'en-US': 'Payment ID', 'zh-CN': '支付ID' },
  payment_reference: { 'en-US': 'Payment reference', 'zh-CN': '商户订单号' },
  status: { 'en-US': 'Status', 'zh-CN': '状态' },
  currency: { 'en-US': 'Currency', 'zh-CN': '币种' },
  amount: { 'en-US': 'Amount', 'zh-CN': '金额' },
  reference: { 'en-US': 'Reference', 'zh-CN': '退款单号' },
  description: { 'en-US': 'Description', 'zh-CN': '描述' },
  failure_message: { 'en-US': 'Failure message', 'zh-CN': '失败原因' },
  time_created: { 'en-US': 'Time created', 'zh-CN': '创建时间' },
  time_refunded: { 'en-US': 'Time refunded', 'zh-CN': '退款时间' },
} satisfies Columns;

const balanceTransactionColumns = {
  id: { 'en-US': 'ID', 'zh-CN': '交易ID' },
  type: { 'en-US': 'Type', 'zh-CN': '类型' },
  source_id: { 'en-US': 'Source ID', 'zh-CN': '来源ID' },
  status: { 'en-US': 'Status', 'zh-CN': '状态' },
  currency: { 'en-US': 'Currency', 'zh-CN': '币种' },
  amount: { 'en-US': 'Amount', 'zh-CN': '金额' },
  fee_total: { 'en-US': 'Fee', 'zh-CN': '手续费' },
  net: { 'en-US': 'Net', 'zh-CN': '净额' },
  description: { 'en-US': 'Description', 'zh-CN': '描述' },
  time_created: { 'en-US': 'Time created', 'zh-CN': '创建时间' },
  time_available: { 'en-US': 'Time available', 'zh-CN': '可用时间' },
} satisfies Columns;

/**
 * The columns of each export's CSV, in order, with their headers: the server writes them, the web
 * can show what a file holds. Time columns' headers get the time zone appended: "Time created (UTC)".
 */
export const exportColumns = {
  payment: paymentColumns,
  refund: refundColumns,
  balance_transaction: balanceTransactionColumns,
} as const satisfies Record<ExportSourceType, Columns>;

/** What a failed export says: the cause is in the server's log, not shown (it may be SQL). */
export const exportFailureMessages: Record<Locale, string> = {
  'en-US': 'The file could not be written. Export the list again; if it fails again, contact support.',
  'zh-CN': '文件生成失败。请重新导出；如仍失败，请联系客服。',
};
