import type { PayoutStatus } from '@paydeck/contract/payout-rules';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Spec §4 colours: in progress amber (waiting on the user orange), succeeded green, failed red, canceled grey. */
const colours: Record<PayoutStatus, string> = {
  pending: 'gold',
  waiting_action: 'orange',
  succeeded: 'green',
  canceled: 'default',
  failed: 'red',
};

export const PayoutStatusTag = ({ status }: { status: PayoutStatus }) => {
  const { t } = useTranslation('payouts');
  return (
    <Tag color={colours[status]} data-status={status} style={{ marginInlineEnd: 0 }}>
      {t(`status.${status}`)}
    </Tag>
  );
};
