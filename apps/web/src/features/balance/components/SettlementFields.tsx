import { withdrawalFeeUsd } from '@paydeck/contract/exchange-rates';
import { useTranslation } from 'react-i18next';
import { Code } from '../../../components/Code.tsx';
import { CountryName } from '../../../components/CountryName.tsx';
import { type Field, FieldGrid } from '../../../components/FieldGrid.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { moneyText } from '../../../lib/money.ts';
import type { SettlementRow } from '../api/get-settlements.ts';
import { rateText } from './balance-text.ts';
import { SettlementStatusTag } from './SettlementStatusTag.tsx';

export type SettlementFieldsProps = { settlement: SettlementRow };

/** Every spec §3 settlement field: what was asked, its fee, and when it arrives. */
export const SettlementFields = ({ settlement: row }: SettlementFieldsProps) => {
  const { t } = useTranslation('balance');
  const money = (minor: number) => moneyText(minor, row.currency);
  const fee =
    row.currency === 'USD'
      ? money(row.fee)
      : t('withdraw.feeConverted', {
          fee: money(row.fee),
          usd: moneyText(withdrawalFeeUsd, 'USD'),
          rate: rateText('USD', row.currency, row.feeExchangeRate),
        });
  const fields: Field[] = [
    { key: 'id', label: t('field.id'), value: <Code>{row.id}</Code> },
    { key: 'status', label: t('field.status'), value: <SettlementStatusTag status={row.status} /> },
    { key: 'amount', label: t('field.settlementAmount'), value: <strong>{money(row.amount)}</strong> },
    { key: 'fee', label: t('field.fee'), value: fee },
    { key: 'total', label: t('field.total'), value: money(row.amount + row.fee) },
    { key: 'currency', label: t('field.currency'), value: row.currency },
    { key: 'description', label: t('field.description'), value: row.description },
    { key: 'failureMessage', label: t('field.failureMessage'), value: row.failureMessage },
    { key: 'arrivalDate', label: t('field.arrivalDate'), value: row.arrivalDate },
    { key: 'timeCreated', label: t('field.timeCreated'), value: formatDateTime(row.timeCreated) },
    { key: 'timeClosed', label: t('field.timeClosed'), value: formatDateTime(row.timeClosed) },
  ];
  return <FieldGrid fields={fields} />;
};

/** The bank account as it was when the withdrawal was made. */
export const SettlementBankAccountFields = ({ settlement: { bankAccount } }: SettlementFieldsProps) => {
  const { t } = useTranslation('balance');
  const fields: Field[] = [
    { key: 'bankName', label: t('field.bankName'), value: bankAccount.bankName },
    { key: 'accountNumber', label: t('field.accountNumber'), value: <Code>{bankAccount.accountNumber}</Code> },
    { key: 'swiftCode', label: t('field.swiftCode'), value: <Code>{bankAccount.swiftCode}</Code> },
    { key: 'bankCountry', label: t('field.bankCountry'), value: <CountryName code={bankAccount.bankCountry} /> },
    { key: 'beneficiaryName', label: t('field.beneficiaryName'), value: bankAccount.beneficiaryName },
    { key: 'currency', label: t('field.currency'), value: bankAccount.currency },
  ];
  return <FieldGrid fields={fields} />;
};
