import { type DisputeReason, type DisputeStatus, disputeReasons, disputeStatuses } from '@paydeck/contract/payin-types';
import { Button, Flex, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../../components/DateRangeFilter.tsx';
import { FilterItem } from '../../../components/FilterItem.tsx';
import { SearchBox } from '../../../components/SearchBox.tsx';
import type { DisputeFilters } from './use-dispute-filters.ts';

export type DisputeFilterBarProps = {
  filters: DisputeFilters;
  onChange: (change: Partial<DisputeFilters>) => void;
  onReset: () => void;
};

/** '' is the "all" choice (spec §2), so "all" is a visible option, not an empty box. */
const all = '' as const;

/** Status, reason, the payment searched for (the exact id: what GET /api/disputes matches), date range. */
export const DisputeFilterBar = ({ filters, onChange, onReset }: DisputeFilterBarProps) => {
  const { t } = useTranslation('disputes');
  const select = { style: { width: 180 }, popupMatchSelectWidth: false } as const;
  return (
    <Flex wrap gap="12px 24px" align="center" style={{ marginBottom: 16 }} data-testid="dispute-filters">
      <FilterItem label={t('filters.status')} htmlFor="disputes-status">
        <Select<DisputeStatus | typeof all>
          {...select}
          id="disputes-status"
          value={filters.status ?? all}
          options={[
            { value: all, label: t('filters.allStatuses') },
            ...disputeStatuses.map((status) => ({
              value: status,
              label: t(`disputeStatus.${status}`, { ns: 'common' }),
            })),
          ]}
          onChange={(status) => onChange({ status: status || undefined })}
        />
      </FilterItem>
      <FilterItem label={t('filters.reason')} htmlFor="disputes-reason">
        <Select<DisputeReason | typeof all>
          {...select}
          id="disputes-reason"
          value={filters.reason ?? all}
          options={[
            { value: all, label: t('filters.allReasons') },
            ...disputeReasons.map((reason) => ({ value: reason, label: t(`reason.${reason}`) })),
          ]}
          onChange={(reason) => onChange({ reason: reason || undefined })}
        />
      </FilterItem>
      <FilterItem label={t('filters.payment')} htmlFor="disputes-payment">
        {/* Keyed by the URL's value so a reset or a link empties or fills the box. */}
        <SearchBox
          key={filters.paymentId ?? ''}
          id="disputes-payment"
          value={filters.paymentId}
          placeholder={t('filters.paymentPlaceholder')}
          onSearch={(paymentId) => onChange({ paymentId })}
        />
      </FilterItem>
      <FilterItem label={t('filters.date')} htmlFor="disputes-date">
        <DateRangeFilter id="disputes-date" value={filters.range} onChange={(range) => onChange({ range })} />
      </FilterItem>
      <Button onClick={onReset}>{t('filters.reset')}</Button>
    </Flex>
  );
};
