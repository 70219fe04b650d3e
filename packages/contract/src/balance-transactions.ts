import { z } from 'zod';
import { envelope, listPage, listQuery } from './envelope.ts';
import { merchantApiQuery } from './merchant-api.ts';
import { currencyCode, idParams, minorUnits, paymentMethodId, statusFilter, unixSeconds } from './payin-fields.ts';
import { balanceSourceTypes, balanceTransactionStatuses, balanceTransactionTypes, feeTypes } from './payin-types.ts';

export const feeDetail = z
  .object({
    type: z.enum(feeTypes),
    amount: minorUnits,
    description: z.string().meta({ example: 'FPS 0.80% + HKD 2.00' }),
  })
  .meta({ id: 'FeeDetail' });

/** Spec §3 balance transaction: one immutable ledger entry. */
export const balanceTransaction = z
  .object({
    id: z.string(),
    object: z.literal('balance_transaction'),
    livemode: z.boolean(),
    type: z.enum(balanceTransactionTypes),
    source_type: z.enum(balanceSourceTypes),
    source_id: z.string(),
    payment_method: paymentMethodId.nullable(),
    currency: currencyCode.meta({ description: 'The balance it moved: a settlement currency of the account.' }),
    source_currency: currencyCode.meta({
      description: "The source object's currency; differs from currency when the movement was converted.",
    }),
    source_amount: minorUnits.meta({
      description:
        'The amount of the source object, in source_currency (payment paid, refund, dispute, payout; a ' +
        'settlement and its fee, when a reversal returns both).',
    }),
    amount: minorUnits.meta({
      description: 'Signed: what the movement adds to (or takes from) the balance before fees.',
    }),
    fee_total: minorUnits,
    fee_details: z.array(feeDetail),
    exchange_rate: z.string().meta({
      description:
        'source_currency to currency, from the rate table when it was booked ("1" when they are the same). ' +
        'amount = source_amount × exchange_rate, rounded half up to a minor unit (docs/fees.md).',
    }),
    net: minorUnits.meta({ description: 'amount − fee_total: what the balance moved by.' }),
    status: z.enum(balanceTransactionStatuses).meta({ description: 'available once time_available has passed.' }),
    description: z.string(),
    time_created: unixSeconds,
    time_available: unixSeconds.meta({
      description:
        "When the net becomes available: a payment after the account's settlement delay; money out, and money " +
        'given back when it is reversed, at time_created.',
    }),
  })
  .meta({
    id: 'BalanceTransaction',
    example: {
      id: 'txn_3Lp8Wd1Kz6Hq9Rx2Vc5Nb7Ym',
      object: 'balance_transaction',
      livemode: true,
      type: 'payment',
      source_type: 'payment',
      source_id: 'pay_9Kx3Vb7Nq2Lm5Rt8Wz1Yc4Hd',
      payment_method: 'fps_hk',
      currency: 'HKD',
      source_currency: 'HKD',
      source_amount: 25000,
      amount: 25000,
      fee_total: 400,
      fee_details: [{ type: 'processing_fee', amount: 400, description: 'FPS 0.80% + HKD 2.00' }],
      exchange_rate: '1',
      net: 24600,
      status: 'pending',
      description: 'Payment pay_9Kx3Vb7Nq2Lm5Rt8Wz1Yc4Hd',
      time_created: 1767225600,
      time_available: 1767398400,
    },
  });
export type BalanceTransaction = z.output<typeof balanceTransaction>;
export const balanceTransactionEnvelope = envelope(balanceTransaction);
export const balanceTransactionListEnvelope = envelope(listPage(balanceTransaction));

export const balanceTransactionListQuery = merchantApiQuery.extend({
  ...listQuery.shape,
  type: z.enum(balanceTransactionTypes).optional(),
  status: statusFilter(balanceTransactionStatuses),
  currency: currencyCode.optional(),
  source_id: z.string().max(64).optional().meta({ description: 'Entries of one payment, refund or dispute.' }),
});
export type BalanceTransactionListQuery = z.infer<typeof balanceTransactionListQuery>;
export const balanceTransactionParams = idParams('txn_3Lp8Wd1Kz6Hq9Rx2Vc5Nb7Ym');
