import { EditOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Skeleton, Tooltip } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { useAccess } from '../../../lib/access.ts';
import { currentAccountQueryOptions } from '../../../lib/current-account.ts';
import { AccountDetails } from '../components/AccountDetails.tsx';
import { SettlementCurrenciesCard } from '../components/SettlementCurrenciesCard.tsx';

// The form (antd's Form, the selects) is needed only once Edit is pressed; the pointer nearing
// the button starts the fetch.
const loadAccountForm = () => import('../components/AccountForm.tsx');
const AccountForm = lazy(() => loadAccountForm().then((module) => ({ default: module.AccountForm })));

/**
 * Spec §2 `setting/account`: the account's settings, editable with the `account` check's
 * can_update (which the server forces off for a disabled account: the button then says why),
 * and its settlement currencies.
 */
export default function AccountSettingPage() {
  const { t } = useTranslation('account');
  const accountId = useParams().accountId ?? '';
  const account = useQuery(currentAccountQueryOptions(accountId));
  const access = useAccess();
  const [editing, setEditing] = useState(false);
  const disabled = account.data?.accountStatus === 'disabled';
  const canUpdate = access.data?.account.flags.can_update === true && !disabled;

  const editButton = disabled ? (
    <Tooltip title={t('setting.editDisabled')}>
      <Button icon={<EditOutlined />} disabled data-testid="account-edit">
        {t('setting.edit')}
      </Button>
    </Tooltip>
  ) : canUpdate && !editing ? (
    <Button
      icon={<EditOutlined />}
      onPointerEnter={() => void loadAccountForm().catch(() => undefined)}
      onClick={() => setEditing(true)}
      data-testid="account-edit"
    >
      {t('setting.edit')}
    </Button>
  ) : null;

  return (
    <>
      <PageTitle spaced>{t('setting.title')}</PageTitle>
      {account.isPending && <Skeleton active paragraph={{ rows: 8 }} />}
      {account.isError && (
        <LoadFailed title={t('setting.loadFailed')} error={account.error} onRetry={() => void account.refetch()} />
      )}
      {account.isSuccess && (
        <Flex vertical gap="middle">
          <Card title={t('setting.details')} extra={editButton}>
            {editing && canUpdate ? (
              <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
                <AccountForm account={account.data} onDone={() => setEditing(false)} />
              </Suspense>
            ) : (
              <AccountDetails account={account.data} />
            )}
          </Card>
          <SettlementCurrenciesCard accountId={accountId} />
        </Flex>
      )}
    </>
  );
}
