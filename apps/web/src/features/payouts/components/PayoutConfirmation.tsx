import { useTranslation } from 'react-i18next';
import { type Field, FieldGrid } from '../../../components/FieldGrid.tsx';
import { moneyText } from '../../../lib/money.ts';
import type { PayoutMethodRow } from '../api/get-payout-methods.ts';
import { estimatedPayoutFee } from './payout-fee.ts';

export type PayoutDraft = {
  payerName: string;
  payeeName: string;
  method: PayoutMethodRow;
  currency: string;
  amount: number;
  purpose: string;
  reference: string;
  description: string;
};

/** What the payout will do before it does it: the amount, its fee, what leaves the balance, to whom. */
export const PayoutConfirmation = ({ draft }: { draft: PayoutDraft }) => {
  const { t } = useTranslation('payouts');
  const money = (minor: number) => moneyText(minor, draft.currency);
  const fee = estimatedPayoutFee(draft.method.method, draft.amount, draft.currency);
  const rate = `${(fee.percentageBps / 100).toFixed(2)}%`;
  const feeText =
    fee.total !== null
      ? t('create.feeText', { fee: money(fee.total), rate })
      : t('create.feeWithFixed', { fee: money(fee.percentage), rate, fixed: moneyText(fee.fixed, fee.localCurrency) });
  const fields: Field[] = [
    { key: 'amount', label: t('create.confirmAmount'), value: <strong>{money(draft.amount)}</strong> },
    { key: 'fee', label: t('create.confirmFee'), value: feeText },
    {
      key: 'total',
      label: t('create.confirmTotal'),
      value:
        fee.total !== null
          ? money(draft.amount + fee.total)
          : t('create.totalWithFixed', {
              total: money(draft.amount + fee.percentage),
              fixed: moneyText(fee.fixed, fee.localCurrency),
            }),
    },
    {
      key: 'receives',
      label: t('create.confirmReceives'),
      value: t('create.receivesIn', { currency: fee.localCurrency }),
    },
    { key: 'payer', label: t('field.payer'), value: draft.payerName },
    { key: 'payee', label: t('field.payee'), value: draft.payeeName },
    {
      key: 'method',
      label: t('field.payoutMethod'),
      value: `${t(`method.${draft.method.method}`)} · ${draft.method.account}`,
    },
    { key: 'purpose', label: t('field.purpose'), value: t(`purpose.${draft.purpose}` as 'purpose.salary') },
    { key: 'reference', label: t('field.reference'), value: draft.reference },
    { key: 'description', label: t('field.description'), value: draft.description },
  ];
  return (
    <div data-testid="payout-confirmation">
      <p style={{ marginTop: 0 }}>{t('create.question')}</p>
      <FieldGrid fields={fields} />
      <p style={{ marginBottom: 0 }}>{t('create.feeNote')}</p>
    </div>
  );
};
