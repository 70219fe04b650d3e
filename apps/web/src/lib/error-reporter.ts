import {
  type BrowserOptions,
  breadcrumbsIntegration,
  browserApiErrorsIntegration,
  browserSessionIntegration,
  captureException,
  dedupeIntegration,
  eventFiltersIntegration,
  functionToStringIntegration,
  globalHandlersIntegration,
  httpContextIntegration,
  init,
  linkedErrorsIntegration,
  makeFetchTransport,
  replayIntegration,
} from '@sentry/browser';

type Transport = ReturnType<typeof makeFetchTransport>;
type Envelope = Parameters<Transport['send']>[0];
type Item = Envelope[1][number];

/**
 * A URL's query and fragment, wherever a URL or path appears in what is sent: a list's filters
 * hold what was searched for (a customer's email), and public links carry their token
 * (`/checkout/…?token=`).
 */
const urlQuery = /((?:https?:\/\/|\/)[^\s?#"'\\<>]*)[?#][^\s"'\\<>]*/g;
export const withoutQueries = (text: string) => text.replace(urlQuery, '$1');

const deflate = async (text: string) =>
  new Uint8Array(
    await new Response(new Blob([text]).stream().pipeThrough(new CompressionStream('deflate'))).arrayBuffer(),
  );

const joined = (head: Uint8Array, tail: Uint8Array) => {
  const bytes = new Uint8Array(head.length + tail.length);
  bytes.set(head);
  bytes.set(tail, head.length);
  return bytes;
};

/**
 * Every envelope as it leaves, queries taken out of each item. A replay's recording comes here as
 * text (the replay's own compression is off, so it can be read) and leaves compressed, as Sentry
 * takes it: its header line, then the events deflated (as text where the browser can't deflate).
 * An item already in bytes can't be read, so it isn't sent.
 */
export const scrubbedEnvelope = async ([headers, items]: Envelope): Promise<Envelope> => {
  const scrubbed: Item[] = [];
  for (const [header, payload] of items) {
    if (payload instanceof Uint8Array) continue;
    if (typeof payload !== 'string') {
      scrubbed.push([header, JSON.parse(withoutQueries(JSON.stringify(payload)))] as Item);
      continue;
    }
    const text = withoutQueries(payload);
    const split = text.indexOf('\n') + 1;
    const bytes =
      header.type === 'replay_recording' && typeof CompressionStream === 'function'
        ? joined(new TextEncoder().encode(text.slice(0, split)), await deflate(text.slice(split)))
        : new TextEncoder().encode(text);
    scrubbed.push([{ ...header, length: bytes.length }, bytes] as Item);
  }
  return [JSON.parse(withoutQueries(JSON.stringify(headers))), scrubbed] as Envelope;
};

const scrubbingTransport: BrowserOptions['transport'] = (options) => {
  const transport = makeFetchTransport(options);
  return { ...transport, send: async (envelope) => transport.send(await scrubbedEnvelope(envelope)) };
};

/**
 * Spec §9's sampling: every error, a replay of one session in ten, and of every session with an
 * error (the last minute before it, kept in memory until then). No personal data: no user, IP,
 * cookie or header (`dataCollection`), every text and input masked and media blocked in replays,
 * link targets too, no console or click breadcrumbs, no request or response bodies, and no URL
 * query.
 */
export const reporterOptions = (dsn: string): BrowserOptions => ({
  dsn,
  sampleRate: 1,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1,
  dataCollection: {
    userInfo: false,
    cookies: false,
    httpHeaders: false,
    httpBodies: [],
    urlQueryParams: false,
    stackFrameVariables: false,
  },
  defaultIntegrations: false,
  integrations: [
    eventFiltersIntegration(),
    functionToStringIntegration(),
    browserApiErrorsIntegration(),
    // No console breadcrumbs (the integration isn't listed), nor clicks, whose selectors can quote
    // an element's title.
    breadcrumbsIntegration({ dom: false }),
    globalHandlersIntegration(),
    linkedErrorsIntegration(),
    dedupeIntegration(),
    httpContextIntegration(),
    browserSessionIntegration(),
    replayIntegration({
      maskAllText: true,
      maskAllInputs: true,
      blockAllMedia: true,
      maskAttributes: ['title', 'placeholder', 'aria-label', 'alt', 'href', 'value'],
      networkDetailAllowUrls: [],
      useCompression: false,
    }),
  ],
  transport: scrubbingTransport,
});

/** Loaded on idle by error-reporting.ts when the page names a DSN. */
export const startReporter = (dsn: string) => {
  init(reporterOptions(dsn));
  return (error: unknown) => {
    captureException(error);
  };
};
