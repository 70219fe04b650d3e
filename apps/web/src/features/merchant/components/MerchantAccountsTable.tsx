import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CountryName } from '../../../components/CountryName.tsx';
import { type TableColumns, timeColumn } from '../../../components/columns.ts';
import { DataTable } from '../../../components/DataTable.tsx';
import type { MerchantAccount, MerchantProfile } from '../api/get-merchants.ts';
import { OpenAccountLink } from './OpenAccountLink.tsx';

type AccountState = 'disabled' | 'inactivated' | 'activated';

/** Spec §4 colours: a disabled account red, one not yet activated amber, an activated one green. */
const states = { disabled: 'red', inactivated: 'gold', activated: 'green' } as const satisfies Record<
  AccountState,
  string
>;
const stateOf = (account: MerchantAccount): AccountState =>
  account.accountStatus === 'disabled' ? 'disabled' : account.status;

export type MerchantAccountsTableProps = { merchant: MerchantProfile };

/**
 * The merchant's accounts (spec §3 "account list"): name, id, status, country, created at, each
 * opening its landing page (not for a disabled merchant: its accounts can't be opened).
 * A merchant has at most 10 accounts, so they fit one page.
 */
export const MerchantAccountsTable = ({ merchant }: MerchantAccountsTableProps) => {
  const { t } = useTranslation('merchant');
  const openable = merchant.status !== 'disabled';
  const columns: TableColumns<MerchantAccount> = [
    {
      key: 'name',
      title: t('accounts.name'),
      render: (_value, account) =>
        openable ? <OpenAccountLink accountId={account.id}>{account.name}</OpenAccountLink> : account.name,
    },
    {
      key: 'id',
      title: t('accounts.id'),
      dataIndex: 'id',
      render: (id: string) => <Typography.Text copyable>{id}</Typography.Text>,
    },
    {
      key: 'status',
      title: t('accounts.status'),
      width: 140,
      render: (_value, account) => {
        const state = stateOf(account);
        return <Tag color={states[state]}>{t(`accounts.state.${state}`)}</Tag>;
      },
    },
    {
      key: 'country',
      title: t('accounts.country'),
      dataIndex: 'country',
      render: (code: string) => <CountryName code={code} />,
    },
    timeColumn(t('accounts.created'), (row) => row.timeCreated, { key: 'created', width: 200 }),
  ];
  return (
    <DataTable<MerchantAccount>
      rowKey="id"
      columns={columns}
      rows={merchant.accounts}
      scroll={{ x: 760 }}
      empty={t('accounts.empty')}
    />
  );
};
