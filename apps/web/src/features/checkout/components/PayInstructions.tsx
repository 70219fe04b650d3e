import { theme } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/CopyButton.tsx';
import type { Checkout } from '../api/get-checkout.ts';

const QrImage = lazy(() => import('./QrImage.tsx'));
const qrSize = 128;

export type PayInstructionsProps = { checkout: Checkout };

/**
 * How the payer would pay with the method's flow: a QR code to scan (its content is this page's
 * link, like the payment's `action.qr_code`), a voucher number to pay with, or the method's page.
 */
export const PayInstructions = ({ checkout }: PayInstructionsProps) => {
  const { t } = useTranslation('checkout');
  const { token } = theme.useToken();
  const method = t(`method.${checkout.paymentMethod}`, { ns: 'paymentMethods' });
  const box = {
    marginTop: 24,
    padding: 16,
    borderRadius: token.borderRadiusLG,
    background: token.colorFillQuaternary,
  } as const;

  if (checkout.flow === 'qrcode') {
    const content = window.location.href;
    return (
      <div style={{ ...box, display: 'flex', gap: 16, alignItems: 'center' }} data-testid="checkout-qrcode">
        <div style={{ width: qrSize, height: qrSize, flex: 'none', background: '#fff' }}>
          <Suspense fallback={null}>
            <QrImage value={content} size={qrSize} />
          </Suspense>
        </div>
        <div style={{ minWidth: 0 }}>
          <p style={{ margin: '0 0 8px' }}>{t('instructions.qrcode', { method })}</p>
          <p style={{ margin: '0 0 8px', color: token.colorTextSecondary }}>{t('instructions.qrContent')}</p>
          <CopyButton text={content} size="small" />
        </div>
      </div>
    );
  }
  if (checkout.flow === 'voucher' && checkout.voucherNumber) {
    return (
      <div style={box} data-testid="checkout-voucher">
        <p style={{ margin: '0 0 8px' }}>{t('instructions.voucher', { method })}</p>
        <div style={{ color: token.colorTextSecondary }}>{t('instructions.voucherNumber')}</div>
        <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
          <code style={{ fontFamily: token.fontFamilyCode, fontSize: 20, letterSpacing: 1 }}>
            {checkout.voucherNumber}
          </code>
          <CopyButton text={checkout.voucherNumber} size="small" />
        </div>
      </div>
    );
  }
  return (
    <p style={{ ...box, margin: '24px 0 0' }} data-testid="checkout-redirect">
      {t('instructions.redirect', { method })}
    </p>
  );
};
