import { DownOutlined, LogoutOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { signOut } from '../../lib/sign-in.ts';
import { useShell } from './shell-context.ts';

/** The user menu (spec §2): profile, the merchant profile for its owner, sign-out. */
export const UserMenu = () => {
  const { t } = useTranslation('shell');
  const { ctx } = useShell();
  const navigate = useNavigate();
  const items: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined />, label: t('header.profile'), onClick: () => navigate('/profile') },
    ...(ctx.merchantOwner
      ? [{ key: 'merchant', icon: <ShopOutlined />, label: t('header.merchant'), onClick: () => navigate('/merchant') }]
      : []),
    { type: 'divider' },
    {
      key: 'signOut',
      icon: <LogoutOutlined />,
      label: t('actions.signOut', { ns: 'common' }),
      onClick: () => void signOut(),
    },
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      {/* Its name starts with what it shows (WCAG 2.5.3), then says what it does. */}
      <Button type="text" aria-label={`${ctx.user.email}, ${t('header.userMenu')}`} data-testid="user-menu">
        <Avatar size="small" icon={<UserOutlined />} />
        <span style={{ maxWidth: 200, overflow: 'hidden', textOverflow: 'ellipsis' }}>{ctx.user.email}</span>
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
};
