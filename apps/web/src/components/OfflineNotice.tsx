import { DisconnectOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};
const isOnline = () => navigator.onLine;

/** Whether the browser has a network connection, following its online and offline events. */
export const useOnline = () => useSyncExternalStore(subscribe, isOnline, () => true);

/**
 * Spec §2 notice 'You are offline now', at the top of every page while the browser is offline.
 * Plain elements in the entry chunk: it must show when nothing more can be downloaded.
 */
export const OfflineNotice = () => {
  const online = useOnline();
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    // The live region stays mounted so screen readers announce the text when it appears.
    <div role="status" aria-live="polite">
      {!online && (
        <div
          data-testid="offline-notice"
          style={{
            position: 'fixed',
            insetBlockStart: 16,
            insetInline: 0,
            margin: '0 auto',
            width: 'fit-content',
            maxWidth: 'calc(100vw - 32px)',
            zIndex: token.zIndexPopupBase + 1010,
            display: 'flex',
            alignItems: 'center',
            gap: 8,
            padding: '8px 16px',
            borderRadius: token.borderRadiusLG,
            border: `1px solid ${token.colorWarningBorder}`,
            background: token.colorWarningBg,
            color: token.colorText,
            boxShadow: token.boxShadowSecondary,
            fontFamily: token.fontFamily,
            fontSize: token.fontSize,
          }}
        >
          <DisconnectOutlined style={{ color: token.colorWarning }} aria-hidden />
          {t('notices.offline')}
        </div>
      )}
    </div>
  );
};
