import { payerAddressKinds } from '@paydeck/contract/payout-rules';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Code } from '../../../components/Code.tsx';
import { CountryName } from '../../../components/CountryName.tsx';
import { type Field, FieldGrid, none } from '../../../components/FieldGrid.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { moneyText } from '../../../lib/money.ts';
import type { PayeeRow } from '../api/get-payees.ts';
import type { PayerRow } from '../api/get-payers.ts';

const country = (code: string | null) => code && <CountryName code={code} />;

/** Every spec §3 payer field: identity by entity type, contact, remittance and time. */
export const PayerFields = ({ payer }: { payer: PayerRow }) => {
  const { t } = useTranslation('payouts');
  const identity: Field[] =
    payer.entityType === 'company'
      ? [
          { key: 'legalName', label: t('field.legalName'), value: payer.legalName },
          { key: 'taxId', label: t('field.taxId'), value: payer.taxId },
          {
            key: 'registrationCountry',
            label: t('field.registrationCountry'),
            value: country(payer.registrationCountry),
          },
        ]
      : [
          { key: 'firstName', label: t('field.firstName'), value: payer.firstName },
          { key: 'lastName', label: t('field.lastName'), value: payer.lastName },
          { key: 'nationality', label: t('field.nationality'), value: country(payer.nationality) },
        ];
  const fields: Field[] = [
    { key: 'id', label: t('field.payerId'), value: <Code>{payer.id}</Code> },
    { key: 'entityType', label: t('field.entityType'), value: t(`entityType.${payer.entityType}`) },
    ...identity,
    { key: 'email', label: t('field.email'), value: payer.email },
    { key: 'phone', label: t('field.phone'), value: payer.phone },
    { key: 'reference', label: t('field.reference'), value: payer.reference },
    { key: 'description', label: t('field.description'), value: payer.description },
    { key: 'remittance', label: t('field.remittanceHkd'), value: moneyText(payer.remittanceHkd, 'HKD') },
    { key: 'timeCreated', label: t('field.timeCreated'), value: formatDateTime(payer.timeCreated) },
  ];
  return <FieldGrid fields={fields} />;
};

/** The payer's three addresses, each with every part, or a mark where none was given. */
export const PayerAddresses = ({ payer }: { payer: PayerRow }) => {
  const { t } = useTranslation('payouts');
  const { token } = theme.useToken();
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))', gap: 24 }}>
      {payerAddressKinds.map((kind) => {
        const address = payer.addresses[kind];
        return (
          <div key={kind} data-testid={`address-${kind}`}>
            <h5 style={{ margin: `0 0 ${token.marginSM}px`, fontSize: token.fontSize }}>{t(`addressKind.${kind}`)}</h5>
            {address ? (
              <FieldGrid
                fields={[
                  { key: 'country', label: t('field.country'), value: country(address.country) },
                  { key: 'state', label: t('field.state'), value: address.state },
                  { key: 'city', label: t('field.city'), value: address.city },
                  { key: 'line1', label: t('field.line1'), value: address.line1 },
                  { key: 'line2', label: t('field.line2'), value: address.line2 },
                  { key: 'postalCode', label: t('field.postalCode'), value: address.postalCode },
                ]}
              />
            ) : (
              <span style={{ color: token.colorTextSecondary }}>{none}</span>
            )}
          </div>
        );
      })}
    </div>
  );
};

/** Every spec §3 payee field. */
export const PayeeFields = ({ payee }: { payee: PayeeRow }) => {
  const { t } = useTranslation('payouts');
  const fields: Field[] = [
    { key: 'id', label: t('field.payeeId'), value: <Code>{payee.id}</Code> },
    { key: 'entityType', label: t('field.entityType'), value: t(`entityType.${payee.entityType}`) },
    { key: 'firstName', label: t('field.firstName'), value: payee.firstName },
    { key: 'lastName', label: t('field.lastName'), value: payee.lastName },
    { key: 'nationality', label: t('field.nationality'), value: country(payee.nationality) },
    { key: 'email', label: t('field.email'), value: payee.email },
    { key: 'phone', label: t('field.phone'), value: payee.phone },
    { key: 'reference', label: t('field.reference'), value: payee.reference },
    { key: 'description', label: t('field.description'), value: payee.description },
    { key: 'timeCreated', label: t('field.timeCreated'), value: formatDateTime(payee.timeCreated) },
  ];
  return <FieldGrid fields={fields} />;
};
