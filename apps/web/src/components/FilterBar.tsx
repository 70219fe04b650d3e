import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DateRange } from '../lib/date-range.ts';
import type { Codecs, FiltersOf } from '../lib/url-filters.ts';
import { DateRangeFilter } from './DateRangeFilter.tsx';
import { FilterItem } from './FilterItem.tsx';
import { SearchBox } from './SearchBox.tsx';
import { Select } from './Select.tsx';

/** A select's texts: "all" comes first (spec §2), then the codec's values or the page's options. */
type SelectField<V> = {
  label: string;
  all: string;
  option?: (value: V) => string;
  options?: { value: string; label: string }[];
  loading?: boolean;
  searchable?: boolean;
};
type SearchField = { label: string; placeholder: string; width?: number };
type DateRangeField = { label: string };

type FieldOf<K extends Codecs[string]> = K['control'] extends 'select'
  ? SelectField<Exclude<ReturnType<K['parse']>, undefined>>
  : K['control'] extends 'search'
    ? SearchField
    : DateRangeField;

export type FilterBarProps<C extends Codecs> = {
  /** The list's name: its controls' ids are `{id}-{filter}`, its test id `{id}-filters`. */
  id: string;
  codecs: C;
  filters: FiltersOf<C>;
  setFilters: (change: Partial<FiltersOf<C>>) => void;
  resetFilters: () => void;
  /** Each filter's label and texts; the controls follow the codecs' order and kinds. */
  fields: { [K in keyof C]: FieldOf<C[K]> };
};

type AnyField = Partial<SelectField<string> & SearchField> & { label: string };

/** '' is the "all" choice, so "all" is a visible option, not an empty box. */
const all = '';

/**
 * A list's filters (spec §2), one control per URL filter codec (`useUrlFilters`): a select with
 * "all" first, a search box or a date range, then Reset.
 */
export const FilterBar = <C extends Codecs>({
  id,
  codecs,
  filters,
  setFilters,
  resetFilters,
  fields,
}: FilterBarProps<C>) => {
  const { t } = useTranslation();
  const control = (name: string, codec: Codecs[string], field: AnyField) => {
    const controlId = `${id}-${name}`;
    const value = filters[name];
    const set = (next: unknown) => setFilters({ [name]: next } as Partial<FiltersOf<C>>);
    if (codec.control === 'dateRange')
      return <DateRangeFilter id={controlId} value={value as DateRange | null} onChange={set} />;
    if (codec.control === 'search') {
      const text = value as string | undefined;
      // Keyed by the URL's value so a reset or a link empties or fills the box.
      return (
        <SearchBox
          key={text ?? ''}
          id={controlId}
          value={text}
          placeholder={field.placeholder ?? ''}
          onSearch={set}
          width={field.width}
        />
      );
    }
    const options = field.options ?? (codec.values ?? []).map((v) => ({ value: v, label: field.option?.(v) ?? v }));
    return (
      <Select<string>
        id={controlId}
        style={{ width: 200 }}
        popupMatchSelectWidth={false}
        value={(value as string | undefined) ?? all}
        loading={field.loading}
        showSearch={field.searchable ? { optionFilterProp: 'label' } : undefined}
        options={[{ value: all, label: field.all ?? '' }, ...options]}
        onChange={(next) => set(next || undefined)}
      />
    );
  };
  return (
    <Flex wrap align="center" gap="12px 24px" style={{ marginBottom: 16 }} data-testid={`${id}-filters`}>
      {Object.entries(codecs).map(([name, codec]) => {
        // `fields` types each field by its codec's control (FieldOf); read here as any of them.
        const field = fields[name] as AnyField;
        return (
          <FilterItem key={name} label={field.label} htmlFor={`${id}-${name}`}>
            {control(name, codec, field)}
          </FilterItem>
        );
      })}
      <Button onClick={resetFilters}>{t('filters.reset')}</Button>
    </Flex>
  );
};
