import { Empty, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/LinkButton.tsx';

/** Spec §8's not-found message for a payment method, with the way back to the list. */
export const MethodNotFound = () => {
  const { t } = useTranslation('paymentMethods');
  const { token } = theme.useToken();
  return (
    <div
      data-testid="payment-method-not-found"
      style={{ background: token.colorBgContainer, borderRadius: token.borderRadiusLG, padding: '48px 24px' }}
    >
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <strong>{t('detail.notFound')}</strong>
            <br />
            <span style={{ color: token.colorTextSecondary }}>{t('detail.notFoundHint')}</span>
          </>
        }
      >
        <LinkButton to=".." type="primary">
          {t('detail.back')}
        </LinkButton>
      </Empty>
    </div>
  );
};
