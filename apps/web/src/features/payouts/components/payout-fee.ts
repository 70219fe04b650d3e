import type { Currency } from '@paydeck/contract/currencies';
import { paymentFee, paymentMethodOf } from '@paydeck/contract/payment-method-catalogue';
import { type PayoutMethod, payoutMethodRules } from '@paydeck/contract/payout-rules';

/**
 * The fee a payout of `amount` (minor units of the payout currency) is expected to take: the
 * method's percentage (contract payment-method-catalogue.ts) on the amount, plus its fixed part in
 * the currency the payee receives. The server fixes the exact fee on the local amount at the
 * day's rate when it creates the payout; the fixed part is converted then, so it is shown apart
 * unless the payout is in the payee's currency already.
 */
export const estimatedPayoutFee = (method: PayoutMethod, amount: number, currency: string) => {
  const local = payoutMethodRules[method].currency as Currency;
  const definition = paymentMethodOf(method);
  const { percentage, fixed } = paymentFee(definition, amount, local);
  const sameCurrency = currency === local;
  return {
    percentageBps: definition.fee.percentageBps,
    percentage,
    fixed,
    localCurrency: local,
    /** The whole fee in the payout currency, when no conversion is needed for it. */
    total: sameCurrency || fixed === 0 ? percentage + (sameCurrency ? fixed : 0) : null,
  };
};
