import { whenIdle } from './when-idle.ts';

/**
 * The DSN the server names in index.html (PAYDECK_ERROR_DSN, plugins/web-app.ts); none means
 * error reporting is off, and its SDK is never downloaded.
 */
export const errorDsnOf = (root: ParentNode): string | null =>
  root.querySelector('meta[name="paydeck-error-dsn"]')?.getAttribute('content') || null;

/**
 * Runs `callback` once the page has painted its first content. The load event is no sign of it:
 * it comes before the first page is rendered, as the app renders once its strings are in.
 */
const afterFirstPaint = (callback: () => void) => {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    if (document.readyState === 'complete') callback();
    else window.addEventListener('load', callback, { once: true });
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    callback();
  });
  observer.observe({ type: 'paint', buffered: true });
};

type Report = (error: unknown) => void;
let report: Report | undefined;
/** Errors raised before the SDK arrived, sent once it has. */
let early: unknown[] | undefined;

/**
 * Starts error reporting when the page names a DSN. The SDK (error-reporter.ts: Sentry's, with
 * session replay) is a chunk of its own, fetched once the page has painted and the browser is idle,
 * so no page's first load waits for it; what fails before then is kept and sent.
 */
export const startErrorReporting = (root: ParentNode = document) => {
  const dsn = errorDsnOf(root);
  if (!dsn) return;
  early = [];
  const onError = (event: ErrorEvent) => early?.push(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => early?.push(event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  const load = () =>
    import('./error-reporter.ts').then(
      ({ startReporter }) => {
        window.removeEventListener('error', onError);
        window.removeEventListener('unhandledrejection', onRejection);
        report = startReporter(dsn);
        for (const error of early ?? []) report(error);
        early = undefined;
      },
      // Offline, or a deploy replaced the chunk: the page works on without reporting.
      () => undefined,
    );
  afterFirstPaint(() => whenIdle(() => void load()));
};

/** Reports an error the app caught itself (a page that failed to render); nothing when reporting is off. */
export const reportError = (error: unknown) => {
  if (report) report(error);
  else early?.push(error);
};
