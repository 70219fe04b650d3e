import { KeyOutlined } from '@ant-design/icons';
import { Button, Empty, theme } from 'antd';
import { useTranslation } from 'react-i18next';

export type NoApiKeysProps = { live: boolean; canCreate: boolean; creating: boolean; onCreate: () => void };

/** A mode without keys yet: keys are made on purpose (the secret is shown once), not on the first visit. */
export const NoApiKeys = ({ live, canCreate, creating, onCreate }: NoApiKeysProps) => {
  const { t } = useTranslation('developers');
  const { token } = theme.useToken();
  return (
    <div style={{ background: token.colorBgContainer, borderRadius: token.borderRadiusLG, padding: '48px 24px' }}>
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <strong>{live ? t('apiKeys.empty.live') : t('apiKeys.empty.test')}</strong>
            <br />
            <span style={{ color: token.colorTextSecondary }}>
              {canCreate ? t('apiKeys.empty.hint') : t('apiKeys.empty.noPermission')}
            </span>
          </>
        }
      >
        {canCreate && (
          <Button type="primary" icon={<KeyOutlined />} loading={creating} onClick={onCreate}>
            {t('apiKeys.empty.create')}
          </Button>
        )}
      </Empty>
    </div>
  );
};
