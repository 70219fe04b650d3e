import type { PaymentMethodId } from '@paydeck/contract/payment-method-catalogue';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/** `open`: the mandate still awaits an answer, so the hint about giving one applies. */
export type ModeNoticeProps = { livemode: boolean; open: boolean; method: PaymentMethodId };

/**
 * Says what kind of mandate this is. A test one is simulated: nothing real is authorized, and the
 * choices below answer it. A live one is authorized in the payment method's own app; only its
 * processor confirms it, and the page (which polls) shows the outcome once it arrives.
 */
export const ModeNotice = ({ livemode, open, method }: ModeNoticeProps) => {
  const { t } = useTranslation('mandateSigning');
  const name = t(`method.${method}`, { ns: 'paymentMethods' });
  return (
    <Alert
      data-testid="mandate-mode"
      type={livemode ? 'info' : 'warning'}
      showIcon
      title={livemode ? t('mode.liveTitle') : t('mode.testTitle')}
      {...(open ? { description: livemode ? t('mode.liveHint', { method: name }) : t('mode.testHint') } : {})}
      style={{ marginBottom: 24 }}
    />
  );
};
