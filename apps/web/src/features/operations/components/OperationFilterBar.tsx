import {
  type OperationAction,
  type OperationSourceType,
  operationActions,
  operationSourceTypes,
} from '@paydeck/contract/operation-types';
import { Button, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../../components/DateRangeFilter.tsx';
import { useUserAccounts } from '../../../lib/user-accounts.ts';
import type { OperationFilters } from './use-operation-filters.ts';

export type OperationFilterBarProps = {
  filters: OperationFilters;
  onChange: (change: Partial<OperationFilters>) => void;
  onReset: () => void;
};

/** '' is the "all" choice each filter offers (spec §2), so "all" is a visible option, not an empty box. */
const all = '' as const;

/** Filters of the activity log: account (the user's accounts), action, source, date range. */
export const OperationFilterBar = ({ filters, onChange, onReset }: OperationFilterBarProps) => {
  const { t } = useTranslation('operations');
  const accounts = useUserAccounts();
  const select = { style: { width: 200 }, popupMatchSelectWidth: false } as const;
  return (
    <Form layout="inline" style={{ rowGap: 12, marginBottom: 16 }} data-testid="operation-filters">
      <Form.Item label={t('filters.account')} htmlFor="operations-account">
        <Select<string>
          {...select}
          id="operations-account"
          value={filters.accountId ?? all}
          loading={accounts.isPending}
          showSearch={{ optionFilterProp: 'label' }}
          options={[
            { value: all, label: t('filters.allAccounts') },
            ...(accounts.data ?? []).map((account) => ({ value: account.id, label: account.name })),
          ]}
          onChange={(accountId) => onChange({ accountId: accountId || undefined })}
        />
      </Form.Item>
      <Form.Item label={t('filters.action')} htmlFor="operations-action">
        <Select<OperationAction | typeof all>
          {...select}
          id="operations-action"
          value={filters.action ?? all}
          options={[
            { value: all, label: t('filters.allActions') },
            ...operationActions.map((action) => ({ value: action, label: t(`action.${action}`) })),
          ]}
          onChange={(action) => onChange({ action: action || undefined })}
        />
      </Form.Item>
      <Form.Item label={t('filters.source')} htmlFor="operations-source">
        <Select<OperationSourceType | typeof all>
          {...select}
          id="operations-source"
          value={filters.sourceType ?? all}
          options={[
            { value: all, label: t('filters.allSources') },
            ...operationSourceTypes.map((source) => ({ value: source, label: t(`source.${source}`) })),
          ]}
          onChange={(source) => onChange({ sourceType: source || undefined })}
        />
      </Form.Item>
      <Form.Item label={t('filters.date')} htmlFor="operations-date">
        <DateRangeFilter id="operations-date" value={filters.range} onChange={(range) => onChange({ range })} />
      </Form.Item>
      <Form.Item>
        <Button onClick={onReset}>{t('filters.reset')}</Button>
      </Form.Item>
    </Form>
  );
};
