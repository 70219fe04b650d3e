import type { PaymentStatus } from '@paydeck/contract/payin-types';
import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { RecordStatusTag } from '../../../components/RecordStatusTag.tsx';

export type PaymentStatusTagProps = { status: PaymentStatus; disputed: boolean };

/** A payment's spec §4 status, and the disputed indicator once a payer has disputed it. */
export const PaymentStatusTag = ({ status, disputed }: PaymentStatusTagProps) => {
  const { t } = useTranslation('payments');
  return (
    <Flex gap={4} wrap align="center">
      <RecordStatusTag kind="payment" status={status} />
      {disputed && (
        <Tag color="volcano" data-testid="disputed" style={{ marginInlineEnd: 0 }}>
          {t('disputed')}
        </Tag>
      )}
    </Flex>
  );
};
