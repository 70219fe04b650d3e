import type { TimeZone } from '@paydeck/contract/reference';
import type { SelectProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Camelize } from '../lib/casing.ts';
import { useTimeZones } from '../lib/time-zones.ts';
import { Select } from './Select.tsx';

export type TimeZoneOption = { value: string; label: string; search: string };

/** "(UTC+08:00) Asia/Shanghai", searchable by offset or by the place without underscores. */
export const timeZoneOptions = (zones: Camelize<TimeZone>[]): TimeZoneOption[] =>
  zones.map((zone) => {
    const label = `(UTC${zone.utcOffset}) ${zone.id}`;
    return { value: zone.id, label, search: `${label} ${zone.id.replaceAll('_', ' ')}`.toLowerCase() };
  });

export type TimeZoneSelectProps = Omit<SelectProps<string, TimeZoneOption>, 'options' | 'showSearch' | 'loading'>;

/** Every IANA time zone with its current offset, ordered as the server lists them. */
export const TimeZoneSelect = (props: TimeZoneSelectProps) => {
  const { t } = useTranslation();
  const zones = useTimeZones();
  const options = useMemo(() => timeZoneOptions(zones.data ?? []), [zones.data]);
  return (
    <Select<string, TimeZoneOption>
      placeholder={t('timeZone.placeholder')}
      {...props}
      options={options}
      loading={zones.isPending}
      status={zones.isError ? 'error' : props.status}
      notFoundContent={zones.isError ? t('timeZone.loadFailed') : undefined}
      showSearch={{
        filterOption: (input, option) => !!option && option.search.includes(input.trim().toLowerCase()),
      }}
    />
  );
};
