import type { PaymentMethodId } from '@paydeck/contract/payment-method-catalogue';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/** `open`: the payer can still act, so the hint about paying applies. `method`: the payment's method. */
export type ModeNoticeProps = { livemode: boolean; open: boolean; method: PaymentMethodId };

/**
 * Says what kind of payment this is. A test payment is simulated: the choices below move it. A live
 * one awaits the payer's payment through the method; only the payment provider completes it, and
 * the page (which polls) shows the outcome once it arrives.
 */
export const ModeNotice = ({ livemode, open, method }: ModeNoticeProps) => {
  const { t } = useTranslation('checkout');
  const name = t(`method.${method}`, { ns: 'paymentMethods' });
  return (
    <Alert
      data-testid="checkout-mode"
      type={livemode ? 'info' : 'warning'}
      showIcon
      title={livemode ? t('mode.liveTitle') : t('mode.testTitle')}
      {...(open ? { description: livemode ? t('mode.liveHint', { method: name }) : t('mode.testHint') } : {})}
      style={{ marginBottom: 24 }}
    />
  );
};
