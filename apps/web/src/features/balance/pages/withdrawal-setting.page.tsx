import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Skeleton, theme } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { useAccess } from '../../../lib/access.ts';
import { type BankAccountRow, useBankAccounts } from '../api/get-bank-accounts.ts';
import { BankAccountCard } from '../components/BankAccountCard.tsx';

// The form (selects, country list, collapse) loads when first opened.
const BankAccountFormModal = lazy(() =>
  import('../components/BankAccountFormModal.tsx').then((module) => ({ default: module.BankAccountFormModal })),
);

type Editing = { bankAccount?: BankAccountRow } | null;

/**
 * Spec §2 setting/withdrawal: the account's bank accounts that withdrawals are paid to, default
 * first; add, edit, make default and delete, as the role allows (the server enforces it).
 */
export default function WithdrawalSettingPage() {
  const { t } = useTranslation('bankAccounts');
  const { token } = theme.useToken();
  const accountId = useParams().accountId ?? '';
  const list = useBankAccounts(accountId);
  const flags = useAccess().data?.withdrawal.flags;
  const can = {
    add: flags?.can_add_bank_account === true,
    edit: flags?.can_update === true,
    delete: flags?.can_delete_bank_account === true,
  };
  const [editing, setEditing] = useState<Editing>(null);
  const add = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} data-testid="add-bank-account">
      {t('list.add')}
    </Button>
  );

  const body = list.isPending ? (
    <Skeleton active paragraph={{ rows: 6 }} />
  ) : list.isError ? (
    <LoadFailed title={t('list.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />
  ) : list.data.bankAccounts.length === 0 ? (
    <div style={{ background: token.colorBgContainer, borderRadius: token.borderRadiusLG, padding: '48px 24px' }}>
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('list.empty')}>
        {can.add && add}
      </Empty>
    </div>
  ) : (
    <Flex vertical gap={16}>
      {list.data.bankAccounts.map((bankAccount) => (
        <BankAccountCard
          key={bankAccount.id}
          accountId={accountId}
          bankAccount={bankAccount}
          can={can}
          onEdit={() => setEditing({ bankAccount })}
        />
      ))}
    </Flex>
  );

  return (
    <>
      <Flex justify="space-between" align="center" gap={16} wrap>
        <PageTitle>{t('list.title')}</PageTitle>
        {can.add && (list.data?.bankAccounts.length ?? 0) > 0 && add}
      </Flex>
      <p style={{ color: token.colorTextSecondary, margin: '8px 0 16px', maxWidth: 860 }}>{t('list.intro')}</p>
      {body}
      {editing && list.data && (
        <Suspense fallback={null}>
          <BankAccountFormModal
            accountId={accountId}
            companyName={list.data.beneficiaryName}
            settlementCurrencies={list.data.settlementCurrencies}
            bankAccount={editing.bankAccount}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </>
  );
}
