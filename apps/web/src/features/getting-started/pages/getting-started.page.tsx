import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentUserQueryOptions } from '../../../lib/current-user.ts';

/** Placeholder until the Getting Started issue builds the page (spec §2). */
export default function GettingStartedPage() {
  const { t } = useTranslation('gettingStarted');
  const user = useQuery(currentUserQueryOptions());
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('title')}
      </Typography.Title>
      {user.data && !user.data.mfaEnabled && (
        <Alert
          type="warning"
          showIcon
          icon={<SafetyCertificateOutlined />}
          title={t('mfaOff')}
          action={<Link to="/profile?tab=profile#two-factor">{t('mfaTurnOn')}</Link>}
          style={{ marginBottom: 24 }}
        />
      )}
      <Empty description={t('comingSoon')} style={{ padding: '48px 0' }} />
    </>
  );
}
