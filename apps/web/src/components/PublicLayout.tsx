import { Layout, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { basePath } from '../lib/base-path.ts';
import { LanguagePicker } from './LanguagePicker.tsx';

/** Frame of the public pages (sign-in, register, password…): brand, language picker, content. */
export const PublicLayout = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Layout style={{ minHeight: '100vh', background: 'linear-gradient(180deg, #f0f5ff 0%, #ffffff 60%)' }}>
      <Layout.Header
        style={{ background: 'transparent', display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}
      >
        <a href={basePath} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <img src="./favicon.svg" alt="" width={28} height={28} />
          <span style={{ fontSize: 18, fontWeight: 600, color: token.colorText }}>{t('appName')}</span>
        </a>
        <LanguagePicker />
      </Layout.Header>
      <Layout.Content style={{ display: 'grid', placeItems: 'center', padding: '24px 16px 64px' }}>
        {children}
      </Layout.Content>
    </Layout>
  );
};
