import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { type ReactNode, useState } from 'react';
import { FeedbackBridge } from '../components/FeedbackBridge.tsx';
import { NewVersionNotice } from '../components/NewVersionNotice.tsx';
import { OfflineNotice } from '../components/OfflineNotice.tsx';
import { useLocaleState } from '../lib/locale.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { useReducedMotion } from '../lib/reduced-motion.ts';

/**
 * Theme of spec §9: primary blue; antd's animations off for users who ask for less motion. The
 * colours are antd's own, a step darker where antd's default falls short of WCAG AA contrast
 * (4.5:1) for text: the primary and link blue, the error red of badges, secondary and placeholder
 * text, and the text of coloured tags (antd writes it in its palette's step 7 on step 1; green,
 * orange and gold take step 8 or 9 instead, on the same light background).
 */
const full = {
  token: {
    colorPrimary: '#0958d9',
    colorInfo: '#0958d9',
    colorLink: '#0958d9',
    colorError: '#cf1322',
    // antd's own success text (#52c41a) is 2.3:1 on white: the change lines and deltas need 4.5:1.
    colorSuccessText: '#237804',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    borderRadius: 6,
  },
  components: {
    Tag: { green7: '#237804', orange7: '#ad4e00', gold7: '#874d00', volcano7: '#ad2102', cyan7: '#006d75' },
  },
};

const themes = { full, reduced: { ...full, token: { ...full.token, motion: false } } };

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
