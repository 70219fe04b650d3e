import { InfoCircleOutlined } from '@ant-design/icons';
import { Flex, Tag, Tooltip, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PaymentMethodRow } from '../api/get-payment-methods.ts';

export type MethodStatusTagProps = { method: Pick<PaymentMethodRow, 'status' | 'available'> };

/** Enabled green, disabled grey; a method the account can't use says so, with the reason on hover. */
export const MethodStatusTag = ({ method }: MethodStatusTagProps) => {
  const { t } = useTranslation('paymentMethods');
  const { token } = theme.useToken();
  return (
    <Flex align="center" gap={4} wrap>
      <Tag color={method.status === 'enable' ? 'green' : 'default'} style={{ marginInlineEnd: 0 }}>
        {t(`status.${method.status}`)}
      </Tag>
      {!method.available && (
        <Tooltip title={t('unavailableReason')}>
          <span style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM, cursor: 'help' }}>
            <InfoCircleOutlined /> {t('unavailable')}
          </span>
        </Tooltip>
      )}
    </Flex>
  );
};
