import { Empty, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { TextLink } from '../../../components/TextLink.tsx';
import { isLivemode } from '../../../lib/livemode.ts';
import { accountPath } from '../../../lib/paths.ts';

/** No payment in the date range: widen it, or (in test mode) make one on the test payment screen. */
export const PaymentsEmpty = ({ accountId }: { accountId: string }) => {
  const { t } = useTranslation('payments');
  const { token } = theme.useToken();
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <strong>{t('list.empty')}</strong>
          <br />
          <span style={{ color: token.colorTextSecondary }}>{t('list.emptyHint')}</span>
        </>
      }
    >
      {!isLivemode() && <TextLink to={accountPath(accountId, 'testPayment')}>{t('list.createTestPayment')}</TextLink>}
    </Empty>
  );
};
