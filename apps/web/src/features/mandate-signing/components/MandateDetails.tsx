import { theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../../components/StatusTag.tsx';
import type { MandateSigning } from '../api/get-mandate-signing.ts';

export type MandateDetailsProps = { mandate: MandateSigning };

/** What the customer is asked: who may charge which method, then the method, reference, id and status. */
export const MandateDetails = ({ mandate }: MandateDetailsProps) => {
  const { t } = useTranslation('mandateSigning');
  const { token } = theme.useToken();
  const method = t(`method.${mandate.paymentMethod}`, { ns: 'paymentMethods' });
  const rows: { key: string; label: string; value: ReactNode }[] = [
    { key: 'method', label: t('field.method'), value: method },
    ...(mandate.reference ? [{ key: 'reference', label: t('field.reference'), value: mandate.reference }] : []),
    { key: 'id', label: t('field.id'), value: <code style={{ fontFamily: token.fontFamilyCode }}>{mandate.id}</code> },
    {
      key: 'status',
      label: t('field.status'),
      value: <StatusTag status={mandate.status} label={t(`status.${mandate.status}`)} />,
    },
  ];
  return (
    <>
      <p data-testid="mandate-ask" style={{ margin: '0 0 16px', fontSize: token.fontSizeLG }}>
        {t('ask', { name: mandate.accountName, method })}
      </p>
      <dl
        style={{
          display: 'grid',
          gridTemplateColumns: 'minmax(96px, max-content) 1fr',
          gap: '8px 16px',
          alignItems: 'center',
          margin: 0,
        }}
      >
        {rows.map(({ key, label, value }) => (
          <div key={key} style={{ display: 'contents' }}>
            <dt style={{ color: token.colorTextSecondary }}>{label}</dt>
            <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
};
