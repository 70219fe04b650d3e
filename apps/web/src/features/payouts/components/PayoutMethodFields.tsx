import { payoutMethodRules } from '@paydeck/contract/payout-rules';
import { useTranslation } from 'react-i18next';
import { Code } from '../../../components/Code.tsx';
import { type Field, FieldGrid } from '../../../components/FieldGrid.tsx';
import { keyValues } from '../../../components/KeyValues.tsx';
import { TextLink } from '../../../components/TextLink.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { accountPath } from '../../../lib/paths.ts';
import type { PayoutMethodRow } from '../api/get-payout-methods.ts';

/** Every spec §3 payout method field, the payee linked, and the method's extra details. */
export const PayoutMethodFields = ({ accountId, method }: { accountId: string; method: PayoutMethodRow }) => {
  const { t } = useTranslation('payouts');
  const fields: Field[] = [
    { key: 'id', label: t('field.payoutMethodId'), value: <Code>{method.id}</Code> },
    { key: 'method', label: t('field.method'), value: t(`method.${method.method}`) },
    { key: 'currency', label: t('field.receivesIn'), value: payoutMethodRules[method.method].currency },
    { key: 'account', label: t('field.account'), value: <Code>{method.account}</Code> },
    {
      key: 'payee',
      label: t('field.payee'),
      value: (
        <TextLink to={accountPath(accountId, 'payees', method.payeeId)}>{method.payeeName || method.payeeId}</TextLink>
      ),
    },
    { key: 'description', label: t('field.description'), value: method.description },
    { key: 'details', label: t('field.details'), value: keyValues(method.details) },
    { key: 'timeCreated', label: t('field.timeCreated'), value: formatDateTime(method.timeCreated) },
  ];
  return <FieldGrid fields={fields} />;
};
