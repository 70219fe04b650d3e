import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { parse } from 'csv-parse/sync';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { quickRangeOf, todayIn } from '../../../lib/date-range.ts';
import { changeLocale } from '../../../lib/locale.ts';
import { mockApi, refusal } from '../../../test/api-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import StatisticsPage from '../pages/statistics.page.tsx';
import { answer, days } from './fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const owner = { permissions: 'all permissions', roles: ['owner'] };

const open = (path: string, statistics: unknown = answer, account: Record<string, unknown> = {}) => {
  const asked: Record<string, string>[] = [];
  mockApi({
    'GET /v1/accounts/acct_a/permissions': owner,
    'GET /v1/accounts/acct_a': { id: 'acct_a', timezone: 'Asia/Hong_Kong', ...account },
    'GET /api/statistics': (_body: unknown, url: URL) => {
      asked.push(Object.fromEntries(url.searchParams));
      return statistics;
    },
  });
  window.localStorage.setItem('accountId', 'acct_a');
  window.localStorage.setItem('timezone', 'Asia/Shanghai');
  window.localStorage.setItem('livemode', '0');
  renderRoutes([{ path: '/statistics', Component: StatisticsPage }], path);
  return asked;
};

/** The files the page saves, and the link clicks that save them (stubbed: happy-dom can't download). */
const captureDownloads = () => {
  const blobs: Blob[] = [];
  const createObjectURL = (blob: Blob) => {
    blobs.push(blob);
    return 'blob:statistics';
  };
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return { blobs, click };
};

const figure = async (key: string) => within(await screen.findByTestId(`figure-${key}`));

describe('statistics page', { timeout: 30_000 }, () => {
  it("asks for the URL's days and granularity, and names the account's time zone", async () => {
    const asked = open('/statistics?range=2026-11-01,2026-11-07&granularity=hour');
    await screen.findByTestId('figure-payment_volume');
    expect(asked.at(-1)).toEqual({ from: '2026-11-01', to: '2026-11-07', granularity: 'hour', livemode: '0' });
    expect(screen.getByText('Times in Asia/Hong_Kong')).toBeTruthy();
  });

  it.each(['', '?range=all', '?range=2026-11-07,2026-11-01', '?range=2025-01-01,2026-11-01'])(
    'asks for the last month by day when the URL names no range it can take (%s)',
    async (query) => {
      const asked = open(`/statistics${query}`);
      await screen.findByTestId('figure-payment_volume');
      await waitFor(() =>
        expect(asked.at(-1)).toEqual({
          ...quickRangeOf('lastMonth', todayIn('Asia/Hong_Kong')),
          granularity: 'day',
          livemode: '0',
        }),
      );
    },
  );

  it('offers hour only for ranges up to 31 days, and asks by day instead', async () => {
    const asked = open('/statistics?range=2026-08-01,2026-11-27&granularity=hour');
    await screen.findByTestId('figure-payment_volume');
    const hour = screen.getByRole('radio', { name: 'Hour' }) as HTMLInputElement;
    expect(hour.disabled).toBe(true);
    expect((screen.getByRole('radio', { name: 'Day' }) as HTMLInputElement).checked).toBe(true);
    expect(asked.at(-1)?.granularity).toBe('day');
  });

  it('shows each figure against the previous period, one currency at a time', async () => {
    open('/statistics?range=2026-11-01,2026-11-03');
    const volume = await figure('payment_volume');
    expect(volume.getByText('HKD 1,250.00')).toBeTruthy();
    expect(volume.getByText('Up 25% on the previous period')).toBeTruthy();
    expect(volume.getByText('Previous period 2026-10-29 to 2026-10-31: HKD 1,000.00')).toBeTruthy();
    expect((await figure('payment_count')).getByText('Same as the previous period')).toBeTruthy();
    const success = await figure('success_rate');
    expect(success.getByText('83.33%')).toBeTruthy();
    expect(success.getByText('Down 16.67 pts on the previous period')).toBeTruthy();
    // More refunded is worse: its rise has the arrow and words, in the warning colour.
    const refunded = await figure('refunded_amount');
    const rise = refunded.getByText('Up 100% on the previous period');
    expect(rise.textContent).toBe('↑ Up 100% on the previous period');
    expect(rise.style.color).not.toBe(volume.getByText('Up 25% on the previous period').style.color);
    expect((await figure('refund_rate')).getByText('Up 3 pts on the previous period')).toBeTruthy();
    expect((await figure('payout_volume')).getByText('Down 37.5% on the previous period')).toBeTruthy();
    const settled = await figure('net_settled');
    expect(settled.getByText('HKD 200.00')).toBeTruthy();
    expect(settled.getByRole('img', { name: 'Nothing to compare with in the previous period' })).toBeTruthy();
    // The tests run in test mode, where nothing settles.
    expect(settled.getByText('Settlements to the bank account happen in live mode only.')).toBeTruthy();
    expect((await figure('dispute_rate')).getAllByText('—').length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('radio', { name: 'USD' }));
    await waitFor(() => expect(within(screen.getByTestId('figure-payment_volume')).getByText('USD 9.99')).toBeTruthy());
    // Only the currency choice still names HKD: no HKD amount is shown, or added to USD.
    expect(screen.queryByText(/HKD \d/)).toBeNull();
  });

  it("opens on the account's settlement currency, else the one with the most payments", async () => {
    open('/statistics?range=2026-11-01,2026-11-03', answer, { default_settlement_currency: 'USD' });
    expect(await (await figure('payment_volume')).findByText('USD 9.99')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'USD' })).toHaveProperty('checked', true);
  });

  it('breaks the payments down by method', async () => {
    open('/statistics?range=2026-11-01,2026-11-03');
    const table = await screen.findByRole('table', { name: 'Payment figures by method in HKD' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      ['Payment method', 'Payment volume', 'Payments', 'Success rate', 'Refunded', 'Disputed'],
      ['AlipayHK', 'HKD 1,000.00', '4', '100%', 'HKD 100.00', 'HKD 0.00'],
      ['FPS (Faster Payment System)', 'HKD 250.00', '1', '50%', 'HKD 0.00', 'HKD 0.00'],
    ]);
  });

  it('shows a chart as a table with the same numbers', async () => {
    open('/statistics?range=2026-11-01,2026-11-03');
    const section = within(
      (await screen.findByRole('heading', { name: 'Payment volume' })).closest('section') as HTMLElement,
    );
    expect(await section.findByRole('img', { name: /Payment volume by Day, 2026-11-01 to 2026-11-03/ })).toBeTruthy();
    fireEvent.click(section.getByRole('button', { name: 'Show as table' }));
    const table = section.getByRole('table');
    expect(table.querySelector('caption')?.textContent).toBe('Payment volume in HKD, 2026-11-01 to 2026-11-03');
    expect(within(table).getByRole('rowheader', { name: '2026-11-01' })).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => Array.from(row.children, (cell) => cell.textContent)),
    ).toEqual([
      ['Period', 'Payment volume'],
      ['2026-11-01', 'HKD 1,000.00'],
      ['2026-11-02', 'HKD 0.00'],
      ['2026-11-03', 'HKD 250.00'],
    ]);
  });

  it('downloads the chosen currency as CSV with headers in the user language', async () => {
    const { blobs, click } = captureDownloads();
    open('/statistics?range=2026-11-01,2026-11-03');
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('statistics-HKD-2026-11-01-2026-11-03-day.csv');
    const bytes = new Uint8Array(await (blobs[0] as Blob).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.split('\r\n')).toHaveLength(days.length + 2);
    const rows = parse(text.slice(1), { columns: true, record_delimiter: '\r\n' }) as Record<string, string>[];
    expect(rows.map((row) => row.Period)).toEqual(days);
    expect(rows[0]).toMatchObject({
      'Payment volume (HKD)': '1000.00',
      Payments: '4',
      'Success rate (0–1)': '1',
      'Refunded (HKD)': '100.00',
      'Net settled (HKD)': '0.00',
    });
    expect(rows[1]?.['Success rate (0–1)']).toBe('');
  });

  it('speaks Chinese, in the figures and in the CSV headers', async () => {
    const { blobs } = captureDownloads();
    open('/statistics?range=2026-11-01,2026-11-03');
    await screen.findByTestId('figure-payment_volume');
    await changeLocale('zh-CN');
    try {
      const volume = await figure('payment_volume');
      expect(volume.getByText('支付金额')).toBeTruthy();
      expect(volume.getByText('较上一周期上升 25%')).toBeTruthy();
      expect(volume.getByText('上一周期 2026-10-29 至 2026-10-31：HKD 1,000.00')).toBeTruthy();
      expect(screen.getByText('时间以 Asia/Hong_Kong 时区为准')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: '下载 CSV' }));
      await waitFor(() => expect(blobs).toHaveLength(1));
      const [header] = parse((await (blobs[0] as Blob).text()).replace(/^\uFEFF/, '')) as string[][];
      expect(header?.slice(0, 4)).toEqual(['时段', '支付金额（HKD）', '支付笔数', '支付成功率（0–1）']);
    } finally {
      await changeLocale('en-US');
    }
  });

  it('says when the range has no activity', async () => {
    open('/statistics?range=2026-11-01,2026-11-03', { ...answer, currencies: [] });
    expect(
      await screen.findByText('No activity from 2026-11-01 to 2026-11-03. Try a longer or earlier range.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });

  it('says when the statistics cannot be loaded, with a retry', async () => {
    open('/statistics', refusal(500, 'internal_error', 'Something broke.'));
    expect(await screen.findByText('Failed to load the statistics')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
