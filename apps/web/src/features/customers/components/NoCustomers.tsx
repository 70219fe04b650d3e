import { PlusOutlined } from '@ant-design/icons';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/LinkButton.tsx';

export type NoCustomersProps = { filtered: boolean; canCreate: boolean };

/** An empty list: nothing matches the filters, or no customer yet (with the way to create one). */
export const NoCustomers = ({ filtered, canCreate }: NoCustomersProps) => {
  const { t } = useTranslation('customers');
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={filtered ? t('list.emptyFiltered') : t('list.empty')}
      data-testid="no-customers"
    >
      {!filtered && canCreate && (
        <LinkButton to="create" type="primary" icon={<PlusOutlined />}>
          {t('list.create')}
        </LinkButton>
      )}
    </Empty>
  );
};
