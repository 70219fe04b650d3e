import type { PaymentStatus } from '@paydeck/contract/payin-types';
import { paymentStatuses } from '@paydeck/contract/payin-types';
import type { PaymentMethodId } from '@paydeck/contract/payment-method-catalogue';
import { Button, Flex, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../../components/DateRangeFilter.tsx';
import { FilterItem } from '../../../components/FilterItem.tsx';
import { SearchBox } from '../../../components/SearchBox.tsx';
import { type PaymentFilters, payinMethods } from './use-payment-filters.ts';

export type PaymentFilterBarProps = {
  filters: PaymentFilters;
  onChange: (change: Partial<PaymentFilters>) => void;
  onReset: () => void;
};

/** '' is the "all" choice each filter offers (spec §2), so "all" is a visible option, not an empty box. */
const all = '' as const;

/** Filters of the payments list: status, method, one search box (id, reference or customer id), date range. */
export const PaymentFilterBar = ({ filters, onChange, onReset }: PaymentFilterBarProps) => {
  const { t } = useTranslation(['payments', 'paymentMethods']);
  const select = { style: { width: 200 }, popupMatchSelectWidth: false } as const;
  return (
    <Flex wrap gap="12px 24px" align="center" style={{ marginBottom: 16 }} data-testid="payment-filters">
      <FilterItem label={t('filters.status')} htmlFor="payments-status">
        <Select<PaymentStatus | typeof all>
          {...select}
          id="payments-status"
          value={filters.status ?? all}
          options={[
            { value: all, label: t('filters.allStatuses') },
            ...paymentStatuses.map((status) => ({
              value: status,
              label: t(`paymentStatus.${status}`, { ns: 'common' }),
            })),
          ]}
          onChange={(status) => onChange({ status: status || undefined })}
        />
      </FilterItem>
      <FilterItem label={t('filters.method')} htmlFor="payments-method">
        <Select<PaymentMethodId | typeof all>
          {...select}
          id="payments-method"
          value={filters.method ?? all}
          showSearch={{ optionFilterProp: 'label' }}
          options={[
            { value: all, label: t('filters.allMethods') },
            ...payinMethods.map((method) => ({ value: method, label: t(`paymentMethods:method.${method}`) })),
          ]}
          onChange={(method) => onChange({ method: method || undefined })}
        />
      </FilterItem>
      <FilterItem label={t('filters.search')} htmlFor="payments-search">
        {/* Keyed by the URL's value so a reset or a link empties or fills the box. */}
        <SearchBox
          key={filters.search ?? ''}
          id="payments-search"
          value={filters.search}
          placeholder={t('filters.searchPlaceholder')}
          onSearch={(search) => onChange({ search })}
        />
      </FilterItem>
      <FilterItem label={t('filters.date')} htmlFor="payments-date">
        <DateRangeFilter id="payments-date" value={filters.range} onChange={(range) => onChange({ range })} />
      </FilterItem>
      <Button onClick={onReset}>{t('filters.reset')}</Button>
    </Flex>
  );
};
