import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** Mandates aren't offered yet, so a customer has none; the section says so rather than hiding. */
export const CustomerMandates = () => {
  const { t } = useTranslation('customers');
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('mandates.empty')} data-testid="no-mandates" />;
};
