import type { BalanceTransactionStatus } from '@paydeck/contract/payin-types';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../../components/StatusTag.tsx';

/** Spec §4 balance transaction status: pending amber, available green. */
export const TransactionStatusTag = ({ status }: { status: BalanceTransactionStatus }) => {
  const { t } = useTranslation('balance');
  return <StatusTag status={status} label={t(`transactionStatus.${status}`)} />;
};
