import { DownOutlined, EditOutlined, LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { Badge, Button, Dropdown, type MenuProps, theme } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatches } from 'react-router';
import { basePath } from '../../lib/base-path.ts';
import { accountPath } from '../../lib/paths.ts';
import { storage } from '../../lib/storage.ts';
import { type MemberAccount, useUserAccounts } from '../../lib/user-accounts.ts';
import { accountDotOf, dotBadgeStatus, isSelectable } from './account-status.ts';
import { useSelectAccount } from './api/select-account.ts';
import { switchAccountPath } from './navigation.ts';
import { useShell } from './shell-context.ts';

// The form (Select, Checkbox, the country list) loads when the owner opens it.
const CreateAccountModal = lazy(() =>
  import('./CreateAccountModal.tsx').then((module) => ({ default: module.CreateAccountModal })),
);

/**
 * The account switcher (spec §2): every account of the user with its status dot; a disabled
 * merchant's accounts are listed but cannot be chosen; the current one links to its settings;
 * the merchant's owner can add an account. Choosing one selects it on the server, stores it and
 * reloads the same page under the new id.
 */
export const AccountSwitcher = () => {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const { ctx } = useShell();
  const accounts = useUserAccounts();
  const select = useSelectAccount();
  const matches = useMatches();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [adding, setAdding] = useState(false);
  const currentId = ctx.account?.id;

  const choose = (account: MemberAccount) => {
    if (account.id === currentId || !isSelectable(account) || select.isPending) return;
    select.mutate(account.id, {
      onSuccess: (selected) => {
        storage.set('accountId', selected.id);
        storage.set('isOwner', String(account.isOwner));
        storage.set('enableReferenceUnique', String(selected.enableReferenceUnique));
        // The new account starts in its own default mode (live once activated).
        storage.remove('livemode');
        const path = switchAccountPath(matches, location, selected.id);
        window.location.assign(`${basePath}${path.replace(/^\/+/, '')}`);
      },
    });
  };

  const row = (account: MemberAccount) => {
    const dot = accountDotOf(account);
    const current = account.id === currentId;
    return (
      <div
        style={{ display: 'flex', alignItems: 'center', gap: 12, minWidth: 280, paddingBlock: 2 }}
        data-testid="switcher-account"
        data-account-id={account.id}
        data-dot={dot}
      >
        <Badge status={dotBadgeStatus[dot]} />
        <div style={{ flex: 1, minWidth: 0, lineHeight: 1.35 }}>
          <div style={{ fontWeight: current ? 600 : undefined, overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {account.name}
          </div>
          <div style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>
            {account.merchantName} · {t(`switcher.status.${dot}`)}
          </div>
        </div>
        {select.isPending && select.variables === account.id && <LoadingOutlined />}
        {current && (
          <Link
            to={accountPath(account.id, 'accountSetting')}
            aria-label={t('switcher.edit')}
            title={t('switcher.edit')}
            onClick={(event) => {
              event.stopPropagation();
              setOpen(false);
            }}
          >
            <EditOutlined />
          </Link>
        )}
      </div>
    );
  };

  const list = accounts.data ?? [];
  const items: MenuProps['items'] = accounts.isPending
    ? [{ key: 'loading', disabled: true, label: <LoadingOutlined aria-label={t('switcher.loading')} /> }]
    : accounts.isError
      ? [{ key: 'error', disabled: true, label: t('switcher.loadFailed') }]
      : list.map((account) => ({
          key: account.id,
          disabled: !isSelectable(account),
          title: isSelectable(account) ? undefined : t('switcher.notSelectable'),
          label: row(account),
          onClick: () => choose(account),
        }));
  const merchantAccounts = list.filter((account) => account.merchantId === ctx.account?.merchantId).length;

  const currentAccount = list.find((account) => account.id === currentId);
  return (
    <>
      <Dropdown
        open={open}
        onOpenChange={setOpen}
        trigger={['click']}
        menu={{ items, selectable: true, selectedKeys: currentId ? [currentId] : [] }}
        popupRender={(menu) => (
          <div
            style={{
              background: token.colorBgElevated,
              borderRadius: token.borderRadiusLG,
              boxShadow: token.boxShadowSecondary,
              maxHeight: '70vh',
              overflow: 'auto',
            }}
            data-testid="switcher-panel"
          >
            {/* The menu brings its own surface; inside the panel it sits flat. */}
            <div style={{ boxShadow: 'none' }}>{menu}</div>
            {ctx.merchantOwner && ctx.account && (
              <div style={{ padding: 8, borderTop: `1px solid ${token.colorSplit}` }}>
                <Button
                  block
                  type="dashed"
                  icon={<PlusOutlined />}
                  onClick={() => {
                    setOpen(false);
                    setAdding(true);
                  }}
                >
                  {t('switcher.add')}
                </Button>
              </div>
            )}
          </div>
        )}
      >
        {/* Its name starts with what it shows (WCAG 2.5.3), then says what it does. */}
        <Button
          aria-label={`${ctx.account?.name ?? t('switcher.noAccount')}, ${t('switcher.label')}`}
          data-testid="account-switcher"
        >
          {currentAccount && <Badge status={dotBadgeStatus[accountDotOf(currentAccount)]} />}
          <span style={{ maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {ctx.account?.name ?? t('switcher.noAccount')}
          </span>
          <DownOutlined style={{ fontSize: 10 }} />
        </Button>
      </Dropdown>
      {adding && (
        <Suspense fallback={null}>
          <CreateAccountModal count={merchantAccounts} onClose={() => setAdding(false)} />
        </Suspense>
      )}
    </>
  );
};
