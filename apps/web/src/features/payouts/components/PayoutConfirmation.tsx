import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Field, FieldGrid } from '../../../components/FieldGrid.tsx';
import { failureMessage } from '../../../lib/error-policy.ts';
import { moneyText } from '../../../lib/money.ts';
import type { PayoutMethodRow } from '../api/get-payout-methods.ts';
import type { PayoutQuote } from '../api/get-payout-quote.ts';

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

/**
 * What the payout will do before it does it, as the server prices it (the quote): the amount, its
 * fee, what leaves the balance, what the payee receives at which rate, and whether it waits for
 * verification.
 */
export const PayoutConfirmation = ({ draft, quote }: { draft: PayoutDraft; quote: UseQueryResult<PayoutQuote> }) => {
  const { t } = useTranslation('payouts');
  const priced = quote.data;
  const money: Field[] = priced
    ? [
        {
          key: 'amount',
          label: t('create.confirmAmount'),
          value: <strong>{moneyText(priced.amount, priced.currency)}</strong>,
        },
        { key: 'fee', label: t('create.confirmFee'), value: moneyText(priced.fee, priced.currency) },
        { key: 'total', label: t('create.confirmTotal'), value: moneyText(priced.total, priced.currency) },
        {
          key: 'receives',
          label: t('create.confirmReceives'),
          value: moneyText(priced.amountLocal, priced.currencyLocal),
        },
        {
          key: 'exchangeRate',
          label: t('field.exchangeRate'),
          value: t('field.rateText', { from: priced.currency, to: priced.currencyLocal, rate: priced.exchangeRate }),
        },
      ]
    : [
        {
          key: 'amount',
          label: t('create.confirmAmount'),
          value: <strong>{moneyText(draft.amount, draft.currency)}</strong>,
        },
      ];
  const fields: Field[] = [
    ...money,
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
    <div data-testid="payout-confirmation" aria-busy={quote.isPending}>
      <p style={{ marginTop: 0 }}>{t('create.question')}</p>
      {quote.isPending && (
        <p data-testid="payout-quote-loading" role="status">
          {t('create.quoteLoading')}
        </p>
      )}
      {quote.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          data-testid="payout-quote-error"
          title={t('create.quoteFailed')}
          description={failureMessage(quote.error, t('create.quoteFailedRetry'))}
          action={
            <Button size="small" onClick={() => void quote.refetch()} loading={quote.isFetching}>
              {t('create.quoteRetry')}
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      {priced?.verificationRequired && (
        <Alert
          type="info"
          showIcon
          data-testid="payout-verification-note"
          title={t('create.verificationNote')}
          style={{ marginBottom: 16 }}
        />
      )}
      <FieldGrid fields={fields} />
      {priced && <p style={{ marginBottom: 0 }}>{t('create.feeNote')}</p>}
    </div>
  );
};
