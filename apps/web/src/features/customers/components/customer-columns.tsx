import { useTranslation } from 'react-i18next';
import { CountryName } from '../../../components/CountryName.tsx';
import { type TableColumns, timeColumn } from '../../../components/columns.ts';
import { idColumn } from '../../../components/record-columns.tsx';
import type { CustomerRow } from '../api/get-customers.ts';
import { fullName } from './full-name.ts';

/** Spec §3 customer columns: id (to the detail), name, email, phone, country, time created. */
export const useCustomerColumns = (accountId: string): TableColumns<CustomerRow> => {
  const { t } = useTranslation('customers');
  return [
    idColumn(t('field.id'), { accountId, page: 'customers', id: (row) => row.id }, { width: 250 }),
    { key: 'name', title: t('field.name'), width: 150, render: (_value, row) => fullName(row) },
    { key: 'email', title: t('field.email'), dataIndex: 'email', width: 220 },
    { key: 'phone', title: t('field.phone'), dataIndex: 'phone', width: 140 },
    {
      key: 'country',
      title: t('field.country'),
      width: 150,
      render: (_value, row) => (row.country ? <CountryName code={row.country} /> : null),
    },
    timeColumn(t('field.timeCreated'), (row) => row.timeCreated),
  ];
};
