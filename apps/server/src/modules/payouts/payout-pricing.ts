import { type Currency, toMajorString } from '@paydeck/contract/currencies';
import { convertMinor } from '@paydeck/contract/exchange-rates';
import { isWithinLimit, paymentFee, paymentMethodOf } from '@paydeck/contract/payment-method-catalogue';
import { type PayoutMethod, payoutMethodRules } from '@paydeck/contract/payout-rules';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { rateAt } from '../ledger/exchange-rates.service.ts';

const money = (amount: number, currency: Currency) => `${currency} ${toMajorString(amount, currency)}`;

export type PayoutPrice = {
  currencyLocal: Currency;
  amountLocal: number;
  exchangeRate: string;
  /** In the payout currency. */
  fee: number;
  feeLocal: number;
  amountHkd: number;
  amountUsd: number;
};

/**
 * What a payout of `amount` in `currency` costs and delivers (docs/fees.md "Payouts"): the payee
 * receives it converted into the method's currency at the rate table's rate now; the method's fee
 * schedule applies to that local amount, and the fee is taken from the balance in the payout
 * currency, converted back at the reverse pair's rate. The HKD value counts towards the payer's
 * identity-document line, the USD value against the account's verification threshold.
 */
export const pricePayout = async (
  db: Executor,
  method: PayoutMethod,
  amount: number,
  currency: Currency,
): Promise<PayoutPrice> => {
  const currencyLocal = payoutMethodRules[method].currency;
  const definition = paymentMethodOf(method);
  // One after the other: `db` may be a transaction, whose connection runs one statement at a time.
  const exchangeRate = await rateAt(db, currency, currencyLocal);
  const back = await rateAt(db, currencyLocal, currency);
  const toHkd = await rateAt(db, currency, 'HKD');
  const toUsd = await rateAt(db, currency, 'USD');
  const amountLocal = convertMinor(amount, currency, currencyLocal, exchangeRate);
  const limit = definition.limits[currencyLocal];
  if (!limit || !isWithinLimit(limit, amountLocal)) {
    throw new AppError('amount_out_of_range', {
      params: { method, min: money(limit?.min ?? 0, currencyLocal), max: money(limit?.max ?? 0, currencyLocal) },
    });
  }
  const feeLocal = paymentFee(definition, amountLocal, currencyLocal).total;
  return {
    currencyLocal,
    amountLocal,
    exchangeRate,
    fee: convertMinor(feeLocal, currencyLocal, currency, back),
    feeLocal,
    amountHkd: convertMinor(amount, currency, 'HKD', toHkd),
    amountUsd: convertMinor(amount, currency, 'USD', toUsd),
  };
};

export const feeDescription = (method: PayoutMethod, price: PayoutPrice) =>
  `${paymentMethodOf(method).name} payout fee ${money(price.feeLocal, price.currencyLocal)}`;
