import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';

/** Where the cards and charts will be, while the first answer is on its way. */
export const StatisticsLoading = () => {
  const { t } = useTranslation('statistics');
  return (
    <section aria-busy="true" aria-label={t('title')} data-testid="statistics-loading" style={{ marginTop: 16 }}>
      <Skeleton active paragraph={{ rows: 3 }} />
      <Skeleton.Node active style={{ width: '100%', height: 220, marginTop: 24 }} />
    </section>
  );
};
