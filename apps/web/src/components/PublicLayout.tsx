import { theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { basePath } from '../lib/base-path.ts';
import { AfterFirstPaint } from './AfterFirstPaint.tsx';
import { LanguagePicker } from './LanguagePicker.tsx';

/**
 * Frame of the public pages (sign-in, register, password…): brand, language picker, content.
 * Plain elements rather than antd's Layout, which these pages' first-load budget can't spare.
 */
export const PublicLayout = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        background: 'linear-gradient(180deg, #f0f5ff 0%, #ffffff 60%)',
        fontFamily: token.fontFamily,
        fontSize: token.fontSize,
        color: token.colorText,
      }}
    >
      <header
        style={{
          height: 64,
          padding: '0 50px',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 16,
        }}
      >
        <a href={basePath} style={{ display: 'flex', alignItems: 'center', gap: 8, textDecoration: 'none' }}>
          <img src="./favicon.svg" alt="" width={28} height={28} />
          <span style={{ fontSize: 18, fontWeight: 600, color: token.colorText }}>{t('appName')}</span>
        </a>
        <AfterFirstPaint>
          <LanguagePicker />
        </AfterFirstPaint>
      </header>
      <main style={{ flex: 1, display: 'grid', placeItems: 'center', padding: '24px 16px 64px' }}>{children}</main>
    </div>
  );
};
