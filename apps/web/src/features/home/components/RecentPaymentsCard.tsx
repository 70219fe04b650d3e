import { useTranslation } from 'react-i18next';
import { RecordStatusTag } from '../../../components/RecordStatusTag.tsx';
import { TextLink } from '../../../components/TextLink.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { moneyText } from '../../../lib/money.ts';
import { accountPath } from '../../../lib/paths.ts';
import { useRecentPayments } from '../api/get-recent-payments.ts';
import { CardEmpty, CardRows, HomeCard } from './HomeCard.tsx';

/** The five newest payments of the mode, each to its page. */
export const RecentPaymentsCard = ({ accountId }: { accountId: string }) => {
  const { t } = useTranslation('home');
  const payments = useRecentPayments(accountId);
  const rows = (payments.data?.list ?? []).map((payment) => ({
    key: payment.id,
    main: (
      <TextLink to={accountPath(accountId, 'payments', payment.id)}>
        {moneyText(payment.amount, payment.currency)}
      </TextLink>
    ),
    detail: [payment.reference, formatDateTime(payment.timeCreated)].filter(Boolean).join(' · '),
    end: <RecordStatusTag kind="payment" status={payment.status} />,
  }));
  return (
    <HomeCard
      title={t('payments.title')}
      to={accountPath(accountId, 'payments')}
      query={payments}
      testId="home-payments"
    >
      {rows.length === 0 ? <CardEmpty>{t('payments.empty')}</CardEmpty> : <CardRows rows={rows} />}
    </HomeCard>
  );
};
