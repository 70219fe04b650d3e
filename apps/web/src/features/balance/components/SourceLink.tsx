import type { BalanceSourceType } from '@paydeck/contract/payin-types';
import { useTranslation } from 'react-i18next';
import { Code } from '../../../components/Code.tsx';
import { TextLink } from '../../../components/TextLink.tsx';
import { type AccountPage, accountPath } from '../../../lib/paths.ts';

/** The pages a source has in the dashboard (payouts and adjustments have none yet). */
const sourcePages: Partial<Record<BalanceSourceType, AccountPage>> = {
  payment: 'payments',
  refund: 'refunds',
  dispute: 'disputes',
  settlement: 'settlements',
};

export type SourceLinkProps = { accountId: string; sourceType: BalanceSourceType; sourceId: string };

/** What moved the money: its kind, and its id opening its page where it has one. */
export const SourceLink = ({ accountId, sourceType, sourceId }: SourceLinkProps) => {
  const { t } = useTranslation('balance');
  const page = sourcePages[sourceType];
  const id = <Code>{sourceId}</Code>;
  return (
    <span style={{ display: 'inline-flex', flexDirection: 'column' }}>
      <span>{t(`sourceType.${sourceType}`)}</span>
      {page ? <TextLink to={accountPath(accountId, page, sourceId)}>{id}</TextLink> : id}
    </span>
  );
};
