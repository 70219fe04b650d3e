import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { type ReactNode, useState } from 'react';
import { FeedbackBridge } from '../components/FeedbackBridge.tsx';
import { NewVersionNotice } from '../components/NewVersionNotice.tsx';
import { OfflineNotice } from '../components/OfflineNotice.tsx';
import { useLocaleState } from '../lib/locale.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { useReducedMotion } from '../lib/reduced-motion.ts';

/** Theme of spec §9: primary blue; antd's animations off for users who ask for less motion. */
const full = { token: { colorPrimary: '#1677ff', borderRadius: 6 } };
const themes = { full, reduced: { token: { ...full.token, motion: false } } };

/** `queryClient`: the one the router's loaders already use when the router was made first (main.tsx). */
export const Providers = ({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) => {
  const [queryClient] = useState(() => given ?? createQueryClient());
  // Follows every locale change: antd's strings and the layout direction (he, ar, fa, ku, ur: RTL).
  const { antd, direction } = useLocaleState();
  const theme = useReducedMotion() ? themes.reduced : themes.full;
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={antd} direction={direction} theme={theme}>
        <FeedbackBridge />
        {/* On every page, public or signed in; they need no network to show. */}
        <OfflineNotice />
        <NewVersionNotice />
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
};
