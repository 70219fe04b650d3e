import { useTranslation } from 'react-i18next';
import { Code } from '../../../components/Code.tsx';
import { CountryName } from '../../../components/CountryName.tsx';
import { type Column, type TableColumns, timeColumn } from '../../../components/columns.ts';
import { idColumn, moneyColumn } from '../../../components/record-columns.tsx';
import { TextLink } from '../../../components/TextLink.tsx';
import { moneyText } from '../../../lib/money.ts';
import { accountPath } from '../../../lib/paths.ts';
import type { PayeeRow } from '../api/get-payees.ts';
import type { PayerRow } from '../api/get-payers.ts';
import type { PayoutMethodRow } from '../api/get-payout-methods.ts';
import type { PayoutRow } from '../api/get-payouts.ts';
import { PayoutStatusTag } from './PayoutStatusTag.tsx';
import { partyName } from './party-name.ts';

/** Payer columns: the id opens the payer; a company shows its legal name and registration country. */
export const usePayerColumns = (accountId: string): TableColumns<PayerRow> => {
  const { t } = useTranslation('payouts');
  return [
    timeColumn(t('column.timeCreated'), (row) => row.timeCreated),
    idColumn(t('column.payerId'), { accountId, page: 'payers', id: (row) => row.id }, { width: 270 }),
    { key: 'name', title: t('column.name'), width: 200, render: (_value, row) => partyName(row) },
    {
      key: 'entityType',
      title: t('column.entityType'),
      width: 120,
      render: (_value, row) => t(`entityType.${row.entityType}`),
    },
    {
      key: 'country',
      title: t('column.country'),
      width: 180,
      render: (_value, row) => {
        const code = row.entityType === 'company' ? row.registrationCountry : row.nationality;
        return code && <CountryName code={code} />;
      },
    },
    {
      key: 'documents',
      title: t('column.documents'),
      width: 130,
      render: (_value, row) =>
        row.identityDocumentsRequired && row.identityDocuments.length === 0
          ? t('documents.missing')
          : String(row.identityDocuments.length),
    },
    { key: 'reference', title: t('column.reference'), dataIndex: 'reference', ellipsis: true },
  ];
};

/** Payee columns: the id opens the payee. */
export const usePayeeColumns = (accountId: string): TableColumns<PayeeRow> => {
  const { t } = useTranslation('payouts');
  return [
    timeColumn(t('column.timeCreated'), (row) => row.timeCreated),
    idColumn(t('column.payeeId'), { accountId, page: 'payees', id: (row) => row.id }, { width: 270 }),
    { key: 'name', title: t('column.name'), width: 200, render: (_value, row) => partyName(row) },
    {
      key: 'entityType',
      title: t('column.entityType'),
      width: 120,
      render: (_value, row) => t(`entityType.${row.entityType}`),
    },
    {
      key: 'nationality',
      title: t('column.nationality'),
      width: 180,
      render: (_value, row) => <CountryName code={row.nationality} />,
    },
    { key: 'email', title: t('column.email'), dataIndex: 'email', width: 220, ellipsis: true },
    { key: 'reference', title: t('column.reference'), dataIndex: 'reference', ellipsis: true },
  ];
};

/** Payout method columns: the id opens the method, the payee its payee. */
export const usePayoutMethodColumns = (accountId: string): TableColumns<PayoutMethodRow> => {
  const { t } = useTranslation('payouts');
  return [
    timeColumn(t('column.timeCreated'), (row) => row.timeCreated),
    idColumn(t('column.payoutMethodId'), { accountId, page: 'payoutMethods', id: (row) => row.id }, { width: 270 }),
    { key: 'method', title: t('column.method'), width: 180, render: (_value, row) => t(`method.${row.method}`) },
    { key: 'account', title: t('column.account'), width: 220, render: (_value, row) => <Code>{row.account}</Code> },
    {
      key: 'payee',
      title: t('column.payee'),
      width: 220,
      render: (_value, row) => (
        <TextLink to={accountPath(accountId, 'payees', row.payeeId)}>{row.payeeName || row.payeeId}</TextLink>
      ),
    },
    { key: 'description', title: t('column.description'), dataIndex: 'description', ellipsis: true },
  ];
};

/** Payout columns: the id opens the payout; the amount in the balance currency, then what the payee gets. */
export const usePayoutColumns = (accountId: string): Column<PayoutRow>[] => {
  const { t } = useTranslation('payouts');
  return [
    timeColumn(t('column.timeCreated'), (row) => row.timeCreated),
    idColumn(t('column.payoutId'), { accountId, page: 'payouts', id: (row) => row.id }, { width: 270 }),
    moneyColumn(t('column.amount'), { width: 140 }),
    {
      key: 'fee',
      title: t('column.fee'),
      width: 120,
      align: 'right',
      render: (_value, row) => moneyText(row.fee, row.currency),
    },
    {
      key: 'amountLocal',
      title: t('column.amountLocal'),
      width: 150,
      align: 'right',
      render: (_value, row) => moneyText(row.amountLocal, row.currencyLocal),
    },
    {
      key: 'status',
      title: t('column.status'),
      width: 170,
      render: (_value, row) => <PayoutStatusTag status={row.status} />,
    },
    { key: 'method', title: t('column.method'), width: 170, render: (_value, row) => t(`method.${row.method}`) },
    { key: 'purpose', title: t('column.purpose'), width: 200, render: (_value, row) => t(`purpose.${row.purpose}`) },
    { key: 'reference', title: t('column.reference'), width: 200, render: (_value, row) => row.reference },
  ];
};
