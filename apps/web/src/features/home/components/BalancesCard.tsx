import { useTranslation } from 'react-i18next';
import { moneyText } from '../../../lib/money.ts';
import { accountPath } from '../../../lib/paths.ts';
import { useHomeBalances } from '../api/get-balances.ts';
import { CardEmpty, CardRows, HomeCard } from './HomeCard.tsx';

/** The live balance in each settlement currency: available now, and pending. */
export const BalancesCard = ({ accountId }: { accountId: string }) => {
  const { t } = useTranslation('home');
  const balances = useHomeBalances(accountId);
  const rows = (balances.data?.balances ?? []).map((balance) => ({
    key: balance.currency,
    main: <strong>{moneyText(balance.available, balance.currency)}</strong>,
    detail: t('balances.pending', { amount: moneyText(balance.pending, balance.currency) }),
  }));
  return (
    <HomeCard
      title={t('balances.title')}
      to={accountPath(accountId, 'balanceTransactions')}
      query={balances}
      testId="home-balances"
    >
      {rows.length === 0 ? <CardEmpty>{t('balances.empty')}</CardEmpty> : <CardRows rows={rows} />}
    </HomeCard>
  );
};
