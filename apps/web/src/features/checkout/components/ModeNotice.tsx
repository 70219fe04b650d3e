import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/** `open`: the payer can still act, so the hint about the choices below applies. */
export type ModeNoticeProps = { livemode: boolean; open: boolean };

/**
 * Says that nothing real happens here: a test payment is simulated, and a live one goes through the
 * live gateway, which is the same simulator until a processor connector is plugged in.
 */
export const ModeNotice = ({ livemode, open }: ModeNoticeProps) => {
  const { t } = useTranslation('checkout');
  return (
    <Alert
      data-testid="checkout-mode"
      type={livemode ? 'info' : 'warning'}
      showIcon
      title={livemode ? t('mode.liveTitle') : t('mode.testTitle')}
      {...(open ? { description: livemode ? t('mode.liveHint') : t('mode.testHint') } : {})}
      style={{ marginBottom: 24 }}
    />
  );
};
