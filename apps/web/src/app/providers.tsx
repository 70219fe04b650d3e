import type { Locale } from '@paydeck/contract/locales';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackBridge } from '../components/FeedbackBridge.tsx';
import { createQueryClient } from '../lib/query-client.ts';

const antdLocales: Record<Locale, typeof enUS> = { 'en-US': enUS, 'zh-CN': zhCN };

/** Theme of spec §9: primary blue. */
const theme = { token: { colorPrimary: '#1677ff', borderRadius: 6 } };

export const Providers = ({ children }: { children: ReactNode }) => {
  const [queryClient] = useState(createQueryClient);
  // Re-renders on every language change, so antd's locale always follows the app's.
  const { i18n } = useTranslation();
  const locale = antdLocales[i18n.language as Locale] ?? zhCN;
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={locale} theme={theme}>
        <FeedbackBridge />
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
};
