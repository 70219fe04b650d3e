import { Empty, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { TextLink } from '../../../components/TextLink.tsx';
import { accountPath } from '../../../lib/paths.ts';

/** No delivery yet in the date range: where deliveries come from, and the way to the endpoints. */
export const HistoriesEmpty = ({ accountId }: { accountId: string }) => {
  const { t } = useTranslation('webhooks');
  const { token } = theme.useToken();
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <strong>{t('histories.empty')}</strong>
          <br />
          <span style={{ color: token.colorTextSecondary }}>{t('histories.emptyHint')}</span>
        </>
      }
    >
      <TextLink to={accountPath(accountId, 'webhooks')}>{t('histories.toEndpoints')}</TextLink>
    </Empty>
  );
};
