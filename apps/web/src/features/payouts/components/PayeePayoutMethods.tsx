import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Code } from '../../../components/Code.tsx';
import type { Column } from '../../../components/columns.ts';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { RecordTable } from '../../../components/RecordTable.tsx';
import { TextLink } from '../../../components/TextLink.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { accountPath } from '../../../lib/paths.ts';
import type { PayeeRow } from '../api/get-payees.ts';
import { type PayoutMethodRow, usePayoutMethods } from '../api/get-payout-methods.ts';
import { supportsPayee } from './payout-method-choice.ts';

// The dialog (its select and rules) loads when first opened, not with the page.
const AddPayoutMethodModal = lazy(() =>
  import('./AddPayoutMethodModal.tsx').then((module) => ({ default: module.AddPayoutMethodModal })),
);

export type PayeePayoutMethodsProps = { accountId: string; payee: PayeeRow; canAdd: boolean };

/** The payee's payout methods (its accounts), each opening its page, and "Add payout method". */
export const PayeePayoutMethods = ({ accountId, payee, canAdd }: PayeePayoutMethodsProps) => {
  const { t } = useTranslation('payouts');
  const [adding, setAdding] = useState(false);
  const methods = usePayoutMethods(accountId, { current: 1, pageSize: 100, payeeId: payee.id });
  const columns: Column<PayoutMethodRow>[] = [
    {
      key: 'id',
      title: t('column.payoutMethodId'),
      width: 270,
      render: (_value, row) => (
        <TextLink to={accountPath(accountId, 'payoutMethods', row.id)}>
          <Code>{row.id}</Code>
        </TextLink>
      ),
    },
    {
      key: 'method',
      title: t('column.method'),
      width: 200,
      render: (_value, row) =>
        supportsPayee(row.method, payee.entityType)
          ? t(`method.${row.method}`)
          : `${t(`method.${row.method}`)} · ${t('methods.add.unsupported')}`,
    },
    { key: 'account', title: t('column.account'), render: (_value, row) => <Code>{row.account}</Code> },
    {
      key: 'time',
      title: t('column.timeCreated'),
      width: 170,
      render: (_value, row) => formatDateTime(row.timeCreated),
    },
  ];
  return (
    <Flex vertical gap={12}>
      {canAdd && (
        <Button icon={<PlusOutlined />} onClick={() => setAdding(true)} style={{ alignSelf: 'flex-start' }}>
          {t('payees.addMethod')}
        </Button>
      )}
      {methods.isError ? (
        <LoadFailed title={t('methods.loadFailed')} error={methods.error} onRetry={() => void methods.refetch()} />
      ) : methods.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <RecordTable
          label={t('payees.methods')}
          columns={columns}
          rows={methods.data?.list ?? []}
          empty={t('payees.noMethods')}
        />
      )}
      <Suspense fallback={null}>
        {adding && <AddPayoutMethodModal accountId={accountId} payee={payee} onClose={() => setAdding(false)} />}
      </Suspense>
    </Flex>
  );
};
