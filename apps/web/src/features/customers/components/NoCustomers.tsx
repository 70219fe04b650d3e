import { PlusOutlined } from '@ant-design/icons';
import { Empty, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { OtherModeHint } from '../../../components/OtherModeHint.tsx';
import type { Query } from '../../../lib/api-client.ts';

export type NoCustomersProps = {
  /** A search is on: nothing matches it. */
  filtered: boolean;
  /** A date range is on (the default): none was added in it. */
  inRange: boolean;
  canCreate: boolean;
  accountId: string;
  timeCreated: Query[string] | undefined;
  /** The list has loaded empty: the other mode may be asked. */
  loaded: boolean;
};

/**
 * An empty list: nothing matches the search, none in the date range, or no customer yet (with the
 * way to create one, and the other mode's customers in the range pointed to).
 */
export const NoCustomers = ({ filtered, inRange, canCreate, accountId, timeCreated, loaded }: NoCustomersProps) => {
  const { t } = useTranslation('customers');
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={filtered ? t('list.emptyFiltered') : inRange ? t('list.emptyInRange') : t('list.empty')}
      data-testid="no-customers"
    >
      {!filtered && (
        <Flex vertical align="center" gap={12}>
          {canCreate && (
            <LinkButton to="create" type="primary" icon={<PlusOutlined />}>
              {t('list.create')}
            </LinkButton>
          )}
          <OtherModeHint area="customers" accountId={accountId} timeCreated={timeCreated} enabled={loaded} />
        </Flex>
      )}
    </Empty>
  );
};
