import { useTranslation } from 'react-i18next';
import { Code } from '../../../components/Code.tsx';
import { type Field, FieldGrid } from '../../../components/FieldGrid.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { moneyText } from '../../../lib/money.ts';
import type { BalanceTransactionRow } from '../api/get-balance-transactions.ts';
import { rateText } from './balance-text.ts';
import { SourceLink } from './SourceLink.tsx';
import { TransactionStatusTag } from './TransactionStatusTag.tsx';

export type TransactionFieldsProps = { accountId: string; transaction: BalanceTransactionRow };

/** Every spec §3 balance transaction field; a converted entry shows its rate as "1 HKD = 0.128 USD". */
export const TransactionFields = ({ accountId, transaction: row }: TransactionFieldsProps) => {
  const { t } = useTranslation(['balance', 'paymentMethods']);
  const money = (minor: number) => moneyText(minor, row.currency);
  const converted = row.sourceCurrency !== row.currency;
  const fields: Field[] = [
    { key: 'id', label: t('field.id'), value: <Code>{row.id}</Code> },
    { key: 'type', label: t('field.type'), value: t(`type.${row.type}`) },
    { key: 'status', label: t('field.status'), value: <TransactionStatusTag status={row.status} /> },
    {
      key: 'source',
      label: t('field.source'),
      value: <SourceLink accountId={accountId} sourceType={row.sourceType} sourceId={row.sourceId} />,
    },
    {
      key: 'paymentMethod',
      label: t('field.paymentMethod'),
      value: row.paymentMethod && t(`method.${row.paymentMethod}`, { ns: 'paymentMethods' }),
    },
    {
      key: 'sourceAmount',
      label: t('field.sourceAmount'),
      value: moneyText(row.sourceAmount, row.sourceCurrency),
    },
    { key: 'currency', label: t('field.currency'), value: row.currency },
    {
      key: 'exchangeRate',
      label: t('field.exchangeRate'),
      value: converted ? rateText(row.sourceCurrency, row.currency, row.exchangeRate) : t('field.sameCurrency'),
    },
    { key: 'amount', label: t('field.amount'), value: money(row.amount) },
    { key: 'feeTotal', label: t('field.feeTotal'), value: money(row.feeTotal) },
    {
      key: 'feeDetails',
      label: t('field.feeDetails'),
      value: row.feeDetails.length > 0 && (
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {row.feeDetails.map((fee, index) => (
            // Fee lines have no id; their order is the server's and never changes.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <li key={index}>
              {t(fee.description ? 'field.feeLineDescribed' : 'field.feeLine', {
                type: t(`feeType.${fee.type}`),
                amount: money(fee.amount),
                description: fee.description ?? '',
              })}
            </li>
          ))}
        </ul>
      ),
    },
    { key: 'net', label: t('field.net'), value: <strong>{money(row.net)}</strong> },
    { key: 'description', label: t('field.description'), value: row.description },
    { key: 'timeCreated', label: t('field.timeCreated'), value: formatDateTime(row.timeCreated) },
    { key: 'timeAvailable', label: t('field.timeAvailable'), value: formatDateTime(row.timeAvailable) },
  ];
  return <FieldGrid fields={fields} />;
};
