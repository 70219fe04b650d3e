import { inflateSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { reporterOptions, scrubbedEnvelope, withoutQueries } from '../error-reporter.ts';
import { errorDsnOf, reportError, startErrorReporting } from '../error-reporting.ts';

const report = vi.fn();
vi.mock('../error-reporter.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../error-reporter.ts')>()),
  startReporter: vi.fn(() => report),
}));

const pageWith = (dsn?: string) =>
  new DOMParser().parseFromString(
    `<html><head><base href="/" />${dsn ? `<meta name="paydeck-error-dsn" content="${dsn}" />` : ''}</head></html>`,
    'text/html',
  );
const dsn = 'https://k3y@errors.example.com/7';

describe('errorDsnOf', () => {
  it('reads the DSN the server put in index.html, and none without it', () => {
    expect(errorDsnOf(pageWith(dsn))).toBe(dsn);
    expect(errorDsnOf(pageWith())).toBeNull();
  });
});

describe('startErrorReporting', () => {
  it('loads nothing without a DSN, and reportError is then a no-op', async () => {
    const reporter = await import('../error-reporter.ts');
    startErrorReporting(pageWith());
    reportError(new Error('ignored'));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(reporter.startReporter).not.toHaveBeenCalled();
    expect(report).not.toHaveBeenCalled();
  });

  it('keeps what fails before the SDK arrives, sends it once it has, then sends directly', async () => {
    const reporter = await import('../error-reporter.ts');
    startErrorReporting(pageWith(dsn));
    const uncaught = new Error('before the SDK');
    window.dispatchEvent(new ErrorEvent('error', { error: uncaught, message: uncaught.message }));
    const caught = new Error('a page failed to render');
    reportError(caught);
    expect(report).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(reporter.startReporter).toHaveBeenCalledWith(dsn), { timeout: 4000 });
    expect(report.mock.calls).toEqual([[uncaught], [caught]]);
    const later = new Error('after');
    reportError(later);
    expect(report).toHaveBeenLastCalledWith(later);
  });
});

describe('withoutQueries', () => {
  it('takes the query and fragment off every URL and path, and leaves other text alone', () => {
    expect(
      withoutQueries(
        'GET http://127.0.0.1:3000/checkout/pay_1?token=sec_abc#pay and /customers?email=mei%40example.com done? yes',
      ),
    ).toBe('GET http://127.0.0.1:3000/checkout/pay_1 and /customers done? yes');
    expect(withoutQueries('{"url":"/user/login?redirect=%2Fpayments","to":"/payments"}')).toBe(
      '{"url":"/user/login","to":"/payments"}',
    );
  });
});

describe('scrubbedEnvelope', () => {
  it('sends no query in any item, and a replay recording read, scrubbed and deflated', async () => {
    const event = {
      request: { url: 'http://paydeck.test/user/password-reset?token=reset_secret' },
      breadcrumbs: [{ category: 'navigation', data: { from: '/customers?email=mei@example.com', to: '/payments' } }],
    };
    const recording = `{"segment_id":0}\n${JSON.stringify([{ type: 4, data: { href: 'http://paydeck.test/x?token=replay_secret' } }])}`;
    const envelope = [
      { event_id: 'e1', dsn },
      [
        [{ type: 'event' }, event],
        [{ type: 'replay_recording', length: recording.length }, recording],
        [{ type: 'attachment' }, new Uint8Array([1, 2, 3])],
      ],
    ] as unknown as Parameters<typeof scrubbedEnvelope>[0];

    const [, items] = await scrubbedEnvelope(envelope);
    expect(items.map(([header]) => header.type)).toEqual(['event', 'replay_recording']);
    expect(JSON.stringify(items[0]?.[1])).not.toMatch(/reset_secret|mei@example\.com|\?/);
    const [header, bytes] = items[1] as unknown as [{ length: number }, Uint8Array];
    expect(header.length).toBe(bytes.length);
    const headerLine = '{"segment_id":0}\n';
    expect(new TextDecoder().decode(bytes.subarray(0, headerLine.length))).toBe(headerLine);
    const events = JSON.parse(inflateSync(bytes.subarray(headerLine.length)).toString('utf8'));
    expect(events).toEqual([{ type: 4, data: { href: 'http://paydeck.test/x' } }]);
  });
});

describe('scrubbedEnvelope without CompressionStream', () => {
  it('sends the scrubbed recording as text, its length in bytes', async () => {
    vi.stubGlobal('CompressionStream', undefined);
    try {
      const recording = '{"segment_id":1}\n[{"type":4,"data":{"href":"http://paydeck.test/支付?token=s"}}]';
      const envelope = [{}, [[{ type: 'replay_recording', length: 1 }, recording]]] as unknown as Parameters<
        typeof scrubbedEnvelope
      >[0];
      const [, [item]] = (await scrubbedEnvelope(envelope)) as unknown as [unknown, [[{ length: number }, Uint8Array]]];
      const text = new TextDecoder().decode(item[1]);
      expect(text).toBe('{"segment_id":1}\n[{"type":4,"data":{"href":"http://paydeck.test/支付"}}]');
      expect(item[0].length).toBe(item[1].length);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('reporterOptions', () => {
  it('samples as spec §9 says and collects nothing personal', () => {
    const options = reporterOptions(dsn);
    expect(options).toMatchObject({
      dsn,
      sampleRate: 1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
      dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
      defaultIntegrations: false,
    });
    const names = (options.integrations as { name: string }[]).map((integration) => integration.name);
    expect(names).toContain('Replay');
    expect(names).not.toContain('Console');
  });
});
