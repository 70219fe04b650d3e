import type { BalanceTransaction, BalanceTransactionListQuery } from '@paydeck/contract/balance-transactions';
import { type Currency, toMajorString } from '@paydeck/contract/currencies';
import type { BalanceTransactionType } from '@paydeck/contract/payin-types';
import { type PaymentMethodId, paymentFee, paymentMethodOf } from '@paydeck/contract/payment-method-catalogue';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { listPageOf } from '../../db/paging.ts';
import type { FeeDetailColumn } from '../../db/schema/ledger.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { unixSeconds } from '../../lib/time.ts';
import type { MerchantContext } from '../../plugins/merchant-api.ts';
import { appendEntry, type BalanceTransactionRow, findEntry, listEntries } from './ledger.repository.ts';

/**
 * What a money movement is about: its account and mode, its payment and method, its currency, and
 * when it happened if not now (the demo seed's back-dated history).
 */
type Movement = {
  accountId: string;
  livemode: boolean;
  paymentId: string;
  method: PaymentMethodId;
  currency: string;
  at?: Date;
};

const entry = (
  movement: Movement,
  fields: {
    type: BalanceTransactionType;
    sourceType: 'payment' | 'refund' | 'dispute';
    sourceId: string;
    sourceAmount: number;
    amount: number;
    fees?: FeeDetailColumn[];
    description: string;
  },
) => {
  const feeTotal = (fields.fees ?? []).reduce((sum, fee) => sum + fee.amount, 0);
  return {
    id: newId('txn'),
    accountId: movement.accountId,
    livemode: movement.livemode,
    paymentId: movement.paymentId,
    method: movement.method,
    currency: movement.currency,
    type: fields.type,
    sourceType: fields.sourceType,
    sourceId: fields.sourceId,
    sourceAmount: fields.sourceAmount,
    amount: fields.amount,
    feeTotal,
    feeDetails: fields.fees ?? [],
    exchangeRate: '1',
    net: fields.amount - feeTotal,
    description: fields.description,
  };
};

/** "FPS 0.80% + HKD 2.00": the schedule a fee was charged by. */
const feeDescription = (method: PaymentMethodId, currency: Currency) => {
  const definition = paymentMethodOf(method);
  const percent = (definition.fee.percentageBps / 100).toFixed(2);
  const fixed = definition.fee.fixed[currency] ?? 0;
  return `${definition.name} ${percent}% + ${currency} ${toMajorString(fixed, currency)}`;
};

/**
 * Ledger rules (docs/decisions.md "Pay-in"): a paid payment adds what was paid less the method's
 * fee; a refund takes its amount when it is made (a failed one gives it back); a dispute takes its
 * amount when it opens (won or withdrawn gives it back). Fees are not returned on refunds.
 */
export const ledger = {
  paymentReceived: (tx: Executor, movement: Movement, amountPaid: number) => {
    const currency = movement.currency as Currency;
    const fee = paymentFee(paymentMethodOf(movement.method), amountPaid, currency);
    return appendEntry(
      tx,
      entry(movement, {
        type: 'payment',
        sourceType: 'payment',
        sourceId: movement.paymentId,
        sourceAmount: amountPaid,
        amount: amountPaid,
        fees: [{ type: 'processing_fee', amount: fee.total, description: feeDescription(movement.method, currency) }],
        description: `Payment ${movement.paymentId}`,
      }),
      movement.at,
    );
  },
  refundMade: (tx: Executor, movement: Movement, refund: { id: string; amount: number }) =>
    appendEntry(
      tx,
      entry(movement, {
        type: 'refund',
        sourceType: 'refund',
        sourceId: refund.id,
        sourceAmount: refund.amount,
        amount: -refund.amount,
        description: `Refund ${refund.id} of payment ${movement.paymentId}`,
      }),
      movement.at,
    ),
  refundFailed: (tx: Executor, movement: Movement, refund: { id: string; amount: number }) =>
    appendEntry(
      tx,
      entry(movement, {
        type: 'refund_failure',
        sourceType: 'refund',
        sourceId: refund.id,
        sourceAmount: refund.amount,
        amount: refund.amount,
        description: `Refund ${refund.id} failed: amount returned`,
      }),
      movement.at,
    ),
  disputeOpened: (tx: Executor, movement: Movement, dispute: { id: string; amount: number }) =>
    appendEntry(
      tx,
      entry(movement, {
        type: 'dispute',
        sourceType: 'dispute',
        sourceId: dispute.id,
        sourceAmount: dispute.amount,
        amount: -dispute.amount,
        description: `Dispute ${dispute.id} on payment ${movement.paymentId}: amount withdrawn`,
      }),
      movement.at,
    ),
  disputeReversed: (tx: Executor, movement: Movement, dispute: { id: string; amount: number }) =>
    appendEntry(
      tx,
      entry(movement, {
        type: 'dispute_resolved',
        sourceType: 'dispute',
        sourceId: dispute.id,
        sourceAmount: dispute.amount,
        amount: dispute.amount,
        description: `Dispute ${dispute.id} closed in your favour: amount returned`,
      }),
      movement.at,
    ),
};

export const balanceTransactionOf = (row: BalanceTransactionRow, now = new Date()): BalanceTransaction => ({
  id: row.id,
  object: 'balance_transaction',
  livemode: row.livemode,
  type: row.type,
  source_type: row.sourceType,
  source_id: row.sourceId,
  payment_method: row.method,
  currency: row.currency,
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

export const balanceTransactionPage = async (
  ctx: AppContext,
  merchant: MerchantContext,
  query: BalanceTransactionListQuery,
) => {
  const { rows, total } = await listEntries(ctx.db, merchant.account.id, merchant.livemode, query);
  const now = new Date();
  return listPageOf(
    rows.map((row) => balanceTransactionOf(row, now)),
    total,
    query,
  );
};

export const balanceTransactionDetail = async (ctx: AppContext, merchant: MerchantContext, id: string) => {
  const row = await findEntry(ctx.db, merchant.account.id, merchant.livemode, id);
  if (!row) throw new AppError('balance_transaction_not_found');
  return balanceTransactionOf(row);
};
