import { Button, theme } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { watchForNewVersion } from '../lib/new-version.ts';

/**
 * Spec §2 new-content notice: when another build has been deployed while the page is open, says
 * so with a Refresh button (a reload fetches the new index.html and its assets).
 */
export const NewVersionNotice = () => {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const titleId = useId();
  const [available, setAvailable] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => watchForNewVersion(() => setAvailable(true)), []);
  return (
    <div role="status" aria-live="polite">
      {available && !dismissed && (
        <section
          data-testid="new-version-notice"
          aria-labelledby={titleId}
          style={{
            position: 'fixed',
            insetBlockEnd: 24,
            insetInlineEnd: 24,
            width: 360,
            maxWidth: 'calc(100vw - 48px)',
            zIndex: token.zIndexPopupBase + 1010,
            padding: '16px 20px',
            borderRadius: token.borderRadiusLG,
            background: token.colorBgElevated,
            color: token.colorText,
            boxShadow: token.boxShadowSecondary,
            fontFamily: token.fontFamily,
            fontSize: token.fontSize,
          }}
        >
          <div id={titleId} style={{ fontSize: token.fontSizeLG, fontWeight: 600, marginBottom: 4 }}>
            {t('notices.newVersionTitle')}
          </div>
          <p style={{ margin: '0 0 16px', color: token.colorTextSecondary }}>{t('notices.newVersion')}</p>
          <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
            <Button onClick={() => setDismissed(true)}>{t('notices.later')}</Button>
            <Button type="primary" onClick={() => window.location.reload()}>
              {t('notices.refresh')}
            </Button>
          </div>
        </section>
      )}
    </div>
  );
};
