import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { isLivemode } from '../../../lib/livemode.ts';

export type NoEndpointsProps = { canAdd: boolean; onAdd: () => void };

/** A mode without endpoints: what a webhook is, and the way to add the first one. */
export const NoEndpoints = ({ canAdd, onAdd }: NoEndpointsProps) => {
  const { t } = useTranslation('webhooks');
  const { token } = theme.useToken();
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <strong>{isLivemode() ? t('endpoints.empty.live') : t('endpoints.empty.test')}</strong>
          <br />
          <span style={{ color: token.colorTextSecondary, display: 'inline-block', maxWidth: 560 }}>
            {t('endpoints.empty.what')}
          </span>
          {!canAdd && (
            <>
              <br />
              <span style={{ color: token.colorTextSecondary }}>{t('endpoints.empty.noPermission')}</span>
            </>
          )}
        </>
      }
    >
      {canAdd && (
        <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
          {t('endpoints.add')}
        </Button>
      )}
    </Empty>
  );
};
