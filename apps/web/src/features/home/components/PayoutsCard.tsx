import { useTranslation } from 'react-i18next';
import { TextLink } from '../../../components/TextLink.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { moneyText } from '../../../lib/money.ts';
import { accountPath } from '../../../lib/paths.ts';
import { useWaitingPayouts } from '../api/get-waiting-payouts.ts';
import { CardEmpty, CardRows, HomeCard } from './HomeCard.tsx';

/** Payouts held until someone verifies them (spec §4 waiting_action), each to its page to verify. */
export const PayoutsCard = ({ accountId }: { accountId: string }) => {
  const { t } = useTranslation('home');
  const payouts = useWaitingPayouts(accountId);
  const rows = (payouts.data?.list ?? []).map((payout) => ({
    key: payout.id,
    main: (
      <TextLink to={accountPath(accountId, 'payouts', payout.id)}>{moneyText(payout.amount, payout.currency)}</TextLink>
    ),
    detail: formatDateTime(payout.timeCreated),
  }));
  return (
    <HomeCard
      title={t('payouts.title', { count: payouts.data?.total ?? 0 })}
      to={`${accountPath(accountId, 'payouts')}?status=waiting_action&range=all`}
      query={payouts}
      testId="home-payouts"
    >
      {rows.length === 0 ? <CardEmpty>{t('payouts.empty')}</CardEmpty> : <CardRows rows={rows} />}
    </HomeCard>
  );
};
