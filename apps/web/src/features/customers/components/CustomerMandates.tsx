import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Flex } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TableColumns, timeColumn } from '../../../components/columns.ts';
import { DataTable } from '../../../components/DataTable.tsx';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { idColumn, statusColumn } from '../../../components/record-columns.tsx';
import { useAccess } from '../../../lib/access.ts';
import { accountPath } from '../../../lib/paths.ts';
import type { CustomerMandate } from '../api/get-customer.ts';

// The dialog (form, select) loads when first opened, not with the page.
const CreateMandateModal = lazy(() =>
  import('./CreateMandateModal.tsx').then((module) => ({ default: module.CreateMandateModal })),
);

export type CustomerMandatesProps = { accountId: string; customerId: string; mandates: CustomerMandate[] };

/**
 * The customer's mandates (the server sends 20, newest first), each opening its mandate; with
 * add_subscription, "Create mandate" (its signing link to send) and "Create subscription".
 */
export const CustomerMandates = ({ accountId, customerId, mandates }: CustomerMandatesProps) => {
  const { t } = useTranslation(['customers', 'paymentMethods']);
  const canAdd = useAccess().data?.subscription.flags.can_add_subscription === true;
  const [creating, setCreating] = useState(false);
  const columns: TableColumns<CustomerMandate> = [
    idColumn(t('mandates.column.id'), { accountId, page: 'mandates', id: (row) => row.id }, { width: 260 }),
    statusColumn(t('mandates.column.status'), 'mandate'),
    {
      key: 'method',
      title: t('mandates.column.method'),
      width: 200,
      render: (_value, row) => t(`paymentMethods:method.${row.paymentMethod}`),
    },
    { key: 'reference', title: t('mandates.column.reference'), dataIndex: 'reference', width: 150 },
    timeColumn(t('mandates.column.time'), (row) => row.timeCreated),
  ];
  const subscribe = `${accountPath(accountId, 'subscriptions')}/create?customer=${encodeURIComponent(customerId)}`;
  return (
    <Flex vertical gap={12}>
      {canAdd && (
        <Flex gap={8} wrap>
          <Button icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t('mandates.create')}
          </Button>
          {mandates.some((mandate) => mandate.status === 'succeeded') && (
            <LinkButton to={subscribe}>{t('mandates.subscribe')}</LinkButton>
          )}
        </Flex>
      )}
      <DataTable<CustomerMandate>
        rowKey="id"
        size="small"
        columns={columns}
        rows={mandates}
        scroll={{ x: 960 }}
        empty={
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('mandates.empty')} data-testid="no-mandates" />
        }
      />
      <Suspense fallback={null}>
        {creating && (
          <CreateMandateModal accountId={accountId} customerId={customerId} onClose={() => setCreating(false)} />
        )}
      </Suspense>
    </Flex>
  );
};
