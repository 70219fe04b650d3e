import { type PaymentMethodStatus, paymentMethodStatuses } from '@paydeck/contract/payment-method-catalogue';
import { type BusinessType, businessTypes } from '@paydeck/contract/roles';
import { Button, Flex, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterItem } from '../../../components/FilterItem.tsx';
import { methodCurrencies, type PaymentMethodFilters } from './use-payment-method-filters.ts';

export type PaymentMethodFilterBarProps = {
  filters: PaymentMethodFilters;
  onChange: (change: Partial<PaymentMethodFilters>) => void;
  onReset: () => void;
};

/** '' is the "all" choice each filter offers (spec §2), so "all" is a visible option, not an empty box. */
const all = '' as const;

/** Filters of the payment methods list: status, business type, currency. */
export const PaymentMethodFilterBar = ({ filters, onChange, onReset }: PaymentMethodFilterBarProps) => {
  const { t } = useTranslation('paymentMethods');
  const select = { style: { width: 200 }, popupMatchSelectWidth: false } as const;
  return (
    <Flex wrap align="center" gap="12px 24px" style={{ marginBottom: 16 }} data-testid="payment-method-filters">
      <FilterItem label={t('filters.status')} htmlFor="payment-methods-status">
        <Select<PaymentMethodStatus | typeof all>
          {...select}
          id="payment-methods-status"
          value={filters.status ?? all}
          options={[
            { value: all, label: t('filters.allStatuses') },
            ...paymentMethodStatuses.map((status) => ({ value: status, label: t(`status.${status}`) })),
          ]}
          onChange={(status) => onChange({ status: status || undefined })}
        />
      </FilterItem>
      <FilterItem label={t('filters.businessType')} htmlFor="payment-methods-business">
        <Select<BusinessType | typeof all>
          {...select}
          id="payment-methods-business"
          value={filters.businessType ?? all}
          options={[
            { value: all, label: t('filters.allBusinessTypes') },
            ...businessTypes.map((type) => ({ value: type, label: t(`businessType.${type}`) })),
          ]}
          onChange={(businessType) => onChange({ businessType: businessType || undefined })}
        />
      </FilterItem>
      <FilterItem label={t('filters.currency')} htmlFor="payment-methods-currency">
        <Select<string>
          {...select}
          id="payment-methods-currency"
          value={filters.currency ?? all}
          showSearch={{ optionFilterProp: 'label' }}
          options={[
            { value: all, label: t('filters.allCurrencies') },
            ...methodCurrencies.map((currency) => ({ value: currency, label: currency })),
          ]}
          onChange={(currency) => onChange({ currency: currency || undefined })}
        />
      </FilterItem>
      <Button onClick={onReset}>{t('filters.reset')}</Button>
    </Flex>
  );
};
