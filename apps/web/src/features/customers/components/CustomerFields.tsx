import { theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CountryName } from '../../../components/CountryName.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import type { CustomerRow } from '../api/get-customers.ts';

export type CustomerFieldsProps = { customer: CustomerRow };

type Row = { key: string; label: string; value: ReactNode };

/** A label–value grid (a <dl>: antd's Descriptions would be one more component on the first load). */
const FieldGrid = ({ rows }: { rows: Row[] }) => {
  const { token } = theme.useToken();
  return (
    <dl
      style={{
        display: 'grid',
        gridTemplateColumns: 'minmax(120px, 200px) 1fr',
        gap: '12px 24px',
        alignItems: 'baseline',
        margin: 0,
      }}
    >
      {rows.map(({ key, label, value }) => (
        <div key={key} style={{ display: 'contents' }}>
          <dt style={{ color: token.colorTextSecondary }}>{label}</dt>
          <dd style={{ margin: 0, overflowWrap: 'anywhere' }} data-field={key}>
            {value ?? <span style={{ color: token.colorTextQuaternary }}>—</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
};

/** Every spec §3 customer field; an empty one shows a dash. */
export const CustomerFields = ({ customer }: CustomerFieldsProps) => {
  const { t } = useTranslation('customers');
  const { token } = theme.useToken();
  const country = (code: string | null | undefined) => (code ? <CountryName code={code} /> : null);
  const address = customer.address;
  const profile: Row[] = [
    { key: 'id', label: t('field.id'), value: <code style={{ fontFamily: token.fontFamilyCode }}>{customer.id}</code> },
    { key: 'reference', label: t('field.reference'), value: customer.reference },
    { key: 'firstName', label: t('field.firstName'), value: customer.firstName },
    { key: 'lastName', label: t('field.lastName'), value: customer.lastName },
    { key: 'company', label: t('field.company'), value: customer.company },
    { key: 'email', label: t('field.email'), value: customer.email },
    { key: 'phone', label: t('field.phone'), value: customer.phone },
    { key: 'country', label: t('field.country'), value: country(customer.country) },
    {
      key: 'documentType',
      label: t('field.documentType'),
      value: customer.document ? t(`documentType.${customer.document.type}`) : null,
    },
    { key: 'documentNumber', label: t('field.documentNumber'), value: customer.document?.number },
    { key: 'birthDate', label: t('field.birthDate'), value: customer.birthDate },
    { key: 'description', label: t('field.description'), value: customer.description },
    { key: 'timeCreated', label: t('field.timeCreated'), value: formatDateTime(customer.timeCreated) },
    { key: 'timeUpdated', label: t('field.timeUpdated'), value: formatDateTime(customer.timeUpdated) },
  ];
  const addressRows: Row[] = [
    { key: 'addressCountry', label: t('field.addressCountry'), value: country(address?.country) },
    { key: 'state', label: t('field.state'), value: address?.state },
    { key: 'city', label: t('field.city'), value: address?.city },
    { key: 'line1', label: t('field.line1'), value: address?.line1 },
    { key: 'line2', label: t('field.line2'), value: address?.line2 },
    { key: 'postalCode', label: t('field.postalCode'), value: address?.postalCode },
  ];
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(380px, 1fr))', gap: 32 }}>
      <FieldGrid rows={profile} />
      <div>
        <h5 style={{ margin: `0 0 ${token.marginSM}px`, fontSize: token.fontSize, fontWeight: token.fontWeightStrong }}>
          {t('form.group.address')}
        </h5>
        <FieldGrid rows={addressRows} />
      </div>
    </div>
  );
};
