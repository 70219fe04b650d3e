import { useTranslation } from 'react-i18next';
import { useAccess } from '../lib/access.ts';
import { isLivemode } from '../lib/livemode.ts';
import { balanceTransactionsOfPath } from '../lib/paths.ts';
import { LinkButton } from './LinkButton.tsx';

export type BalanceTransactionsLinkProps = { accountId: string; sourceId: string; show: boolean };

/**
 * A payment's, refund's or dispute's entries in the balance: the balance transactions list filtered
 * by its id. Live mode only (spec §7: the balance pages show live data), for those who may see them.
 */
export const BalanceTransactionsLink = ({ accountId, sourceId, show }: BalanceTransactionsLinkProps) => {
  const { t } = useTranslation();
  const allowed = useAccess().data?.balanceTransaction.granted === true;
  if (!show || !allowed || !isLivemode()) return null;
  return (
    <LinkButton to={balanceTransactionsOfPath(accountId, sourceId)} data-testid="balance-transactions-link">
      {t('links.balanceTransactions')}
    </LinkButton>
  );
};
