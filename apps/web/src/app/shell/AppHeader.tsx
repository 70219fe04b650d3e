import { CustomerServiceOutlined, ReadOutlined } from '@ant-design/icons';
import { Button, Layout, Tooltip, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AfterFirstPaint } from '../../components/AfterFirstPaint.tsx';
import { LanguagePicker } from '../../components/LanguagePicker.tsx';
import { LinkButton } from '../../components/LinkButton.tsx';
import { serverPath } from '../../lib/base-path.ts';
import { homePath } from '../../lib/session.ts';
import { AccountSwitcher } from './AccountSwitcher.tsx';
import { useShell } from './shell-context.ts';
import { UnreadBell } from './UnreadBell.tsx';
import { UserMenu } from './UserMenu.tsx';

/** The header across the top (spec §2 shell): brand, account switcher, then docs, tickets, bell, language, user. */
export const AppHeader = () => {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const { ctx } = useShell();
  const account = ctx.account;
  return (
    <Layout.Header
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        height: 56,
        lineHeight: 'normal',
        paddingInline: 16,
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Link
        to={account ? homePath(account.id) : '/profile'}
        style={{ display: 'flex', alignItems: 'center', gap: 8, marginInlineEnd: 12 }}
      >
        <img src="./favicon.svg" alt="" width={28} height={28} />
        <span style={{ fontSize: 18, fontWeight: 600, color: token.colorText }}>{t('appName', { ns: 'common' })}</span>
      </Link>
      <AfterFirstPaint>
        <AccountSwitcher />
      </AfterFirstPaint>
      <div style={{ flex: 1 }} />
      <AfterFirstPaint>
        <Button
          type="text"
          icon={<ReadOutlined />}
          href={serverPath('docs')}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="docs-link"
        >
          {t('header.docs')}
        </Button>
        {ctx.access?.tickets.granted && (
          <Tooltip title={t('header.tickets')}>
            <LinkButton
              to="/tickets"
              type="text"
              shape="circle"
              icon={<CustomerServiceOutlined />}
              aria-label={t('header.tickets')}
            />
          </Tooltip>
        )}
        {account && <UnreadBell accountId={account.id} enabled={ctx.access?.messages.granted ?? false} />}
        <LanguagePicker />
        <UserMenu />
      </AfterFirstPaint>
    </Layout.Header>
  );
};
