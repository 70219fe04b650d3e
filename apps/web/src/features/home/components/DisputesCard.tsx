import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { TextLink } from '../../../components/TextLink.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { moneyText } from '../../../lib/money.ts';
import { accountPath } from '../../../lib/paths.ts';
import { useOpenDisputes } from '../api/get-open-disputes.ts';
import { CardEmpty, CardRows, HomeCard } from './HomeCard.tsx';

const daySeconds = 86_400;
/** Disputes due within this many days are marked urgent. */
const urgentDays = 2;

/** Disputes waiting for an answer, the nearest deadline first: unanswered by then, they are lost. */
export const DisputesCard = ({ accountId, now = Date.now() }: { accountId: string; now?: number }) => {
  const { t } = useTranslation('home');
  const { token } = theme.useToken();
  const disputes = useOpenDisputes(accountId);
  const open = [...(disputes.data?.list ?? [])].sort((a, b) => a.timeExpired - b.timeExpired);
  const rows = open.slice(0, 5).map((dispute) => {
    const daysLeft = Math.max(0, Math.ceil((dispute.timeExpired - now / 1000) / daySeconds));
    return {
      key: dispute.id,
      main: (
        <TextLink to={accountPath(accountId, 'disputes', dispute.id)}>
          {moneyText(dispute.amount, dispute.currency)}
        </TextLink>
      ),
      detail: t('disputes.due', { time: formatDateTime(dispute.timeExpired) }),
      end: (
        <span style={{ color: daysLeft <= urgentDays ? token.colorErrorText : token.colorTextSecondary }}>
          {t('disputes.daysLeft', { count: daysLeft })}
        </span>
      ),
    };
  });
  return (
    <HomeCard
      title={t('disputes.title', { count: disputes.data?.total ?? 0 })}
      to={`${accountPath(accountId, 'disputes')}?status=needs_response&range=all`}
      query={disputes}
      testId="home-disputes"
    >
      {rows.length === 0 ? <CardEmpty>{t('disputes.empty')}</CardEmpty> : <CardRows rows={rows} />}
    </HomeCard>
  );
};
