import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../../components/DateRangeFilter.tsx';
import { FilterItem } from '../../../components/FilterItem.tsx';
import { SearchBox } from '../../../components/SearchBox.tsx';
import type { CustomerFilters } from './use-customer-filters.ts';

export type CustomerFilterBarProps = {
  filters: CustomerFilters;
  onChange: (change: Partial<CustomerFilters>) => void;
  onReset: () => void;
};

/** Search (an exact id, reference or email, or part of the name: what the server matches) and date range. */
export const CustomerFilterBar = ({ filters, onChange, onReset }: CustomerFilterBarProps) => {
  const { t } = useTranslation('customers');
  return (
    <Flex wrap align="center" gap="12px 24px" style={{ marginBottom: 16 }} data-testid="customer-filters">
      <FilterItem htmlFor="customers-search" label={t('filters.search')}>
        {/* Keyed by the URL's value so a reset or a link empties or fills the box. */}
        <SearchBox
          key={filters.search ?? ''}
          id="customers-search"
          value={filters.search}
          placeholder={t('filters.searchPlaceholder')}
          onSearch={(search) => onChange({ search })}
          width={320}
        />
      </FilterItem>
      <FilterItem htmlFor="customers-date" label={t('filters.date')}>
        <DateRangeFilter id="customers-date" value={filters.range} onChange={(range) => onChange({ range })} />
      </FilterItem>
      <Button onClick={onReset}>{t('filters.reset')}</Button>
    </Flex>
  );
};
