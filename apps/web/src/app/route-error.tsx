import { Button, theme } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { reportError } from '../lib/error-reporting.ts';
import { ChunkLoadError } from '../lib/lazy-page.ts';

/**
 * Error element of the root route. It is part of the entry chunk (it must show when a page
 * chunk can't load), so it stays small: no illustrations, just the message and a reload.
 */
export const RouteError = () => {
  const error = useRouteError();
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const chunk = error instanceof ChunkLoadError;
  useEffect(() => {
    if (chunk) return;
    console.error(error);
    reportError(error);
  }, [chunk, error]);
  return (
    <main
      role="alert"
      style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', textAlign: 'center', padding: 24 }}
    >
      <div>
        <h1 style={{ fontSize: token.fontSizeHeading3, color: token.colorText }}>
          {t(chunk ? 'exception.chunkTitle' : 'exception.crashTitle')}
        </h1>
        <p style={{ color: token.colorTextSecondary, maxWidth: 480 }}>
          {t(chunk ? 'exception.chunk' : 'exception.crash')}
        </p>
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('actions.reload')}
        </Button>
      </div>
    </main>
  );
};
