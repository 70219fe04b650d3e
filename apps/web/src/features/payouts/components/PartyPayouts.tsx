import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { RecordTable } from '../../../components/RecordTable.tsx';
import { accountPath } from '../../../lib/paths.ts';
import { usePayouts } from '../api/get-payouts.ts';
import { usePayoutColumns } from './columns.tsx';

export type PartyPayoutsProps = { accountId: string; payerId?: string; payeeId?: string };

/** The latest payouts of a payer or payee (every date), each opening its page. */
export const PartyPayouts = ({ accountId, payerId, payeeId }: PartyPayoutsProps) => {
  const { t } = useTranslation('payouts');
  const payouts = usePayouts(accountId, { current: 1, pageSize: 10, payerId, payeeId });
  const columns = usePayoutColumns(accountId);
  if (payouts.isError)
    return <LoadFailed title={t('payouts.loadFailed')} error={payouts.error} onRetry={() => void payouts.refetch()} />;
  const total = payouts.data?.total ?? 0;
  return (
    <>
      {payouts.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <RecordTable
          label={t('payouts.title')}
          columns={columns}
          rows={payouts.data?.list ?? []}
          empty={t('payouts.noneOfParty')}
        />
      )}
      {total > 10 && (
        <LinkButton
          type="link"
          to={`${accountPath(accountId, 'payouts')}?${payerId ? `payerId=${encodeURIComponent(payerId)}` : `payeeId=${encodeURIComponent(payeeId ?? '')}`}&range=all`}
        >
          {t('payouts.seeAll', { count: total })}
        </LinkButton>
      )}
    </>
  );
};
