import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Code } from '../../../components/Code.tsx';
import { type Field, FieldGrid } from '../../../components/FieldGrid.tsx';
import { keyValues } from '../../../components/KeyValues.tsx';
import { TextLink } from '../../../components/TextLink.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { moneyText } from '../../../lib/money.ts';
import { accountPath } from '../../../lib/paths.ts';
import { usePayee } from '../api/get-payee.ts';
import { usePayer } from '../api/get-payer.ts';
import type { PayoutRow } from '../api/get-payouts.ts';
import { PayoutStatusTag } from './PayoutStatusTag.tsx';
import { partyName } from './party-name.ts';

/**
 * Every spec §3 payout field: what leaves the balance (amount and fee in the payout currency),
 * what the payee receives (local amount at the rate), purpose, status and why it failed, the
 * payer, payee and payout method linked (the payer and payee by name once read, else by id),
 * metadata and times.
 */
export const PayoutFields = ({ accountId, payout }: { accountId: string; payout: PayoutRow }) => {
  const { t } = useTranslation('payouts');
  const payer = usePayer(accountId, payout.payerId).data;
  const payee = usePayee(accountId, payout.payeeId).data;
  const money = (minor: number) => moneyText(minor, payout.currency);
  const link = (page: 'payers' | 'payees' | 'payoutMethods', id: string, name?: string) => (
    <TextLink to={accountPath(accountId, page, id)}>{name || <Code>{id}</Code>}</TextLink>
  );
  const named = (page: 'payers' | 'payees', id: string, party: Parameters<typeof partyName>[0] | undefined) =>
    party ? (
      // Side by side, not one line of text: a link inside text would need an underline to stand out.
      <Flex gap={8} wrap>
        {link(page, id, partyName(party))}
        <Code>{id}</Code>
      </Flex>
    ) : (
      link(page, id)
    );
  const fields: Field[] = [
    { key: 'id', label: t('field.payoutId'), value: <Code>{payout.id}</Code> },
    { key: 'status', label: t('field.status'), value: <PayoutStatusTag status={payout.status} /> },
    { key: 'amount', label: t('field.amount'), value: <strong>{money(payout.amount)}</strong> },
    { key: 'fee', label: t('field.fee'), value: money(payout.fee) },
    { key: 'total', label: t('field.total'), value: money(payout.amount + payout.fee) },
    { key: 'amountLocal', label: t('field.amountLocal'), value: moneyText(payout.amountLocal, payout.currencyLocal) },
    {
      key: 'exchangeRate',
      label: t('field.exchangeRate'),
      value: t('field.rateText', { from: payout.currency, to: payout.currencyLocal, rate: payout.exchangeRate }),
    },
    { key: 'method', label: t('field.method'), value: t(`method.${payout.method}`) },
    { key: 'purpose', label: t('field.purpose'), value: t(`purpose.${payout.purpose}`) },
    { key: 'reference', label: t('field.reference'), value: payout.reference },
    { key: 'description', label: t('field.description'), value: payout.description },
    {
      key: 'failureCode',
      label: t('field.failureCode'),
      value: payout.failureCode && <Code>{payout.failureCode}</Code>,
    },
    { key: 'failureMessage', label: t('field.failureMessage'), value: payout.failureMessage },
    { key: 'payer', label: t('field.payer'), value: named('payers', payout.payerId, payer) },
    { key: 'payee', label: t('field.payee'), value: named('payees', payout.payeeId, payee) },
    { key: 'payoutMethod', label: t('field.payoutMethod'), value: link('payoutMethods', payout.payoutMethodId) },
    { key: 'metadata', label: t('field.metadata'), value: keyValues(payout.metadata as Record<string, string>) },
    { key: 'timeCreated', label: t('field.timeCreated'), value: formatDateTime(payout.timeCreated) },
    { key: 'timeSucceeded', label: t('field.timeSucceeded'), value: formatDateTime(payout.timeSucceeded) },
  ];
  return <FieldGrid fields={fields} />;
};
