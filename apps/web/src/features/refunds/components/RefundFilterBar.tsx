import { type RefundStatus, refundStatuses } from '@paydeck/contract/payin-types';
import { Button, Flex, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../../components/DateRangeFilter.tsx';
import { FilterItem } from '../../../components/FilterItem.tsx';
import { SearchBox } from '../../../components/SearchBox.tsx';
import type { RefundFilters } from './use-refund-filters.ts';

export type RefundFilterBarProps = {
  filters: RefundFilters;
  onChange: (change: Partial<RefundFilters>) => void;
  onReset: () => void;
};

/** '' is the "all" choice (spec §2), so "all" is a visible option, not an empty box. */
const all = '' as const;

/** Status, the payment searched for (the exact id: what GET /api/refunds matches), date range. */
export const RefundFilterBar = ({ filters, onChange, onReset }: RefundFilterBarProps) => {
  const { t } = useTranslation('refunds');
  return (
    <Flex wrap gap="12px 24px" align="center" style={{ marginBottom: 16 }} data-testid="refund-filters">
      <FilterItem label={t('filters.status')} htmlFor="refunds-status">
        <Select<RefundStatus | typeof all>
          id="refunds-status"
          style={{ width: 160 }}
          popupMatchSelectWidth={false}
          value={filters.status ?? all}
          options={[
            { value: all, label: t('filters.allStatuses') },
            ...refundStatuses.map((status) => ({
              value: status,
              label: t(`refundStatus.${status}`, { ns: 'common' }),
            })),
          ]}
          onChange={(status) => onChange({ status: status || undefined })}
        />
      </FilterItem>
      <FilterItem label={t('filters.payment')} htmlFor="refunds-payment">
        {/* Keyed by the URL's value so a reset or a link empties or fills the box. */}
        <SearchBox
          key={filters.paymentId ?? ''}
          id="refunds-payment"
          value={filters.paymentId}
          placeholder={t('filters.paymentPlaceholder')}
          onSearch={(paymentId) => onChange({ paymentId })}
        />
      </FilterItem>
      <FilterItem label={t('filters.date')} htmlFor="refunds-date">
        <DateRangeFilter id="refunds-date" value={filters.range} onChange={(range) => onChange({ range })} />
      </FilterItem>
      <Button onClick={onReset}>{t('filters.reset')}</Button>
    </Flex>
  );
};
