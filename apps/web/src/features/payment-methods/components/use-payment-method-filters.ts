import {
  type PaymentMethodStatus,
  paymentMethodCatalogue,
  paymentMethodStatuses,
} from '@paydeck/contract/payment-method-catalogue';
import { type BusinessType, businessTypes } from '@paydeck/contract/roles';
import { useSearchParams } from 'react-router';

/** The currencies some method takes, in catalogue order: the only ones worth filtering by. */
export const methodCurrencies = [...new Set(paymentMethodCatalogue.flatMap((method) => method.currencies))];

export type PaymentMethodFilters = {
  status: PaymentMethodStatus | undefined;
  businessType: BusinessType | undefined;
  currency: string | undefined;
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

const names = ['status', 'businessType', 'currency'] as const;

/**
 * The list's filters, kept in the URL query so a reload or a shared link shows the same rows.
 * Unknown values (a hand-edited URL) count as no filter; changing a filter goes back to page 1.
 */
export const usePaymentMethodFilters = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters: PaymentMethodFilters = {
    status: oneOf(paymentMethodStatuses, searchParams.get('status')),
    businessType: oneOf(businessTypes, searchParams.get('businessType')),
    currency: oneOf(methodCurrencies, searchParams.get('currency')),
  };
  const write = (change: Partial<PaymentMethodFilters>) =>
    setSearchParams(
      (params) => {
        params.delete('page');
        for (const name of names) {
          if (!(name in change)) continue;
          const value = change[name];
          if (value) params.set(name, value);
          else params.delete(name);
        }
        return params;
      },
      { replace: true },
    );
  return {
    filters,
    setFilters: write,
    resetFilters: () => write({ status: undefined, businessType: undefined, currency: undefined }),
    filtered: names.some((name) => filters[name] !== undefined),
  };
};
