import { amountText, type Currency } from '@paydeck/contract/currencies';
import { isWithinLimit, paymentMethodOf } from '@paydeck/contract/payment-method-catalogue';
import { type PayoutMethod, type PayoutQuote, payoutMethodRules, payoutQuote } from '@paydeck/contract/payout-rules';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { rateAt } from '../ledger/exchange-rates.service.ts';

/**
 * A payout's price at the rate table's rates now (`payoutQuote`), refused with
 * `amount_out_of_range` when the local amount is outside the method's limits.
 */
export const pricePayout = async (
  db: Executor,
  method: PayoutMethod,
  amount: number,
  currency: Currency,
): Promise<PayoutQuote> => {
  const local = payoutMethodRules[method].currency;
  // One after the other: `db` may be a transaction, whose connection runs one statement at a time.
  const rates = {
    toLocal: await rateAt(db, currency, local),
    back: await rateAt(db, local, currency),
    toHkd: await rateAt(db, currency, 'HKD'),
    toUsd: await rateAt(db, currency, 'USD'),
  };
  const quote = payoutQuote(method, amount, currency, rates);
  const limit = paymentMethodOf(method).limits[local];
  if (!limit || !isWithinLimit(limit, quote.amountLocal)) {
    throw new AppError('amount_out_of_range', {
      params: { method, min: amountText(limit?.min ?? 0, local), max: amountText(limit?.max ?? 0, local) },
    });
  }
  return quote;
};

export const feeDescription = (method: PayoutMethod, quote: PayoutQuote) =>
  `${paymentMethodOf(method).name} payout fee ${amountText(quote.feeLocal, quote.currencyLocal)}`;
