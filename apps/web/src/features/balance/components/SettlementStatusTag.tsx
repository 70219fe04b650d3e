import type { SettlementStatus } from '@paydeck/contract/settlement-rules';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../../components/StatusTag.tsx';

/** Spec §4 settlement status: pending amber, paid green, canceled grey, failed red. */
export const SettlementStatusTag = ({ status }: { status: SettlementStatus }) => {
  const { t } = useTranslation('balance');
  return <StatusTag status={status} label={t(`settlementStatus.${status}`)} />;
};
