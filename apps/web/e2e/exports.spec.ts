import { readFile } from 'node:fs/promises';
import { exportColumns } from '@paydeck/contract/exports';
import type { Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { buttonName, catalog } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';
import { apiData, freshMerchant, openSignedIn } from './support/shell.ts';
import { tableRows } from './support/table.ts';

test.describe.configure({ timeout: 120_000 });
test.use({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
const t = catalog('zh-CN');
const zone = 'Asia/Shanghai';

type Payment = {
  id: string;
  reference: string | null;
  status: string;
  payment_method: string;
  currency: string;
  amount: number;
  amount_paid: number;
  amount_refunded: number;
  customer_id: string | null;
  description: string | null;
  failure_message: string | null;
  time_created: number;
  time_paid: number | null;
  action: { url: string };
};
type Export = { id: string; filename: string; filter: Record<string, string | number> };

/** A test payment in HKD made through the merchant API; `paid` has its payer pay it in full. */
const payment = async (page: Page, token: string, body: Record<string, unknown>, paid: boolean) => {
  const made = await apiData<Payment>(page.request, 'POST', '/api/payments', {
    token,
    body: { livemode: 0, payment_method: 'fps_hk', currency: 'HKD', ...body },
  });
  if (paid) {
    const checkout = new URL(made.action.url).searchParams.get('token');
    await apiData(page.request, 'POST', `/v1/checkout/${made.id}/simulate`, {
      body: { token: checkout, outcome: 'pay_full' },
    });
  }
  return made;
};

/** What a spreadsheet shows for a time: the wall clock in the file's zone. */
const wallClock = (seconds: number | null) =>
  seconds === null
    ? ''
    : new Intl.DateTimeFormat('sv-SE', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      }).format(new Date(seconds * 1000));

/** HKD cents as the file writes them: major units, two decimals, no grouping. */
const hkd = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

test('a merchant exports the paid payments and reads the CSV back: every field as the API has it', async ({
  page,
  cspViolations,
}) => {
  const owner = await freshMerchant(page.request, 'exports');
  const token = owner.session.token;
  await apiData(page.request, 'PUT', '/v1/user_preferences', { token, body: { time_zone: zone } });
  await payment(page, token, { amount: 12_345, reference: 'EXP-1', description: '茶叶礼盒，两盒' }, true);
  await payment(page, token, { amount: 150, reference: 'EXP-2', description: '=1+2 "特价", 含逗号' }, true);
  await payment(page, token, { amount: 1_000_000, reference: 'EXP-3' }, true);
  await payment(page, token, { amount: 9_900, reference: 'EXP-UNPAID', description: '未支付' }, false);

  await openSignedIn(page, owner.session, owner.accountId);
  await page.goto(`/accounts/${owner.accountId}/transaction/payments`);
  const rows = tableRows(page);
  await expect(rows).toHaveCount(4);
  await page.getByLabel(t('payments:filters.status')).click();
  await page.getByTitle(t('common:paymentStatus.paid'), { exact: true }).click();
  await expect(rows).toHaveCount(3);

  const exportButton = page.getByTestId('export-list');
  await expect(exportButton).toHaveText(buttonName(t('common:export.button')));
  await exportButton.click();
  await expect(page).toHaveURL(/\/exports$/);
  await expect(page.getByRole('heading', { level: 3, name: t('exports:title') })).toBeVisible();
  const row = tableRows(page).first();
  await expect(row.locator('[data-status="processed"]')).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText(`${t('exports:filter.status')}: ${t('common:paymentStatus.paid')}`);
  await expect(row).toContainText(t('exports:rowsAndSize', { rows: '3', size: '' }).trim().replace(/ ·$/, ''));

  const [made] = (await apiData<{ list: Export[] }>(page.request, 'GET', '/api/exports?livemode=0', { token })).list;
  if (!made) throw new Error('no export listed');
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: t('exports:downloadFile', { file: made.filename }) }).click();
  expect((await download).suggestedFilename()).toBe(made.filename);
  const bytes = await readFile(await (await download).path());

  // UTF-8 with a byte order mark, so a spreadsheet reads the Chinese text as Chinese.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...records] = parse(bytes.toString('utf8'), { bom: true }) as string[][];
  expect(header).toEqual(
    Object.entries(exportColumns.payment).map(([key, titles]) =>
      key.startsWith('time_') ? `${titles['zh-CN']} (${zone})` : titles['zh-CN'],
    ),
  );
  expect(header?.slice(0, 2)).toEqual(['支付ID', '商户订单号']);

  // The rows are the list's under the export's filter, in its order (newest first).
  const query = new URLSearchParams({ livemode: '0', per_page: '100' });
  for (const [name, value] of Object.entries(made.filter)) query.set(name, String(value));
  const listed = (await apiData<{ list: Payment[] }>(page.request, 'GET', `/api/payments?${query}`, { token })).list;
  expect(listed.map((p) => p.reference)).toEqual(['EXP-3', 'EXP-2', 'EXP-1']);
  const formulaSafe = (text: string | null) => (text === null ? '' : /^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
  expect(records).toEqual(
    listed.map((p) => [
      p.id,
      p.reference ?? '',
      p.status,
      p.payment_method,
      p.currency,
      hkd(p.amount),
      hkd(p.amount_paid),
      hkd(p.amount_refunded),
      p.customer_id ?? '',
      formulaSafe(p.description),
      p.failure_message ?? '',
      wallClock(p.time_created),
      wallClock(p.time_paid),
    ]),
  );
  expect(records.map((record) => record[9])).toEqual(['', `'=1+2 "特价", 含逗号`, '茶叶礼盒，两盒']);
  expect(records.map((record) => record[5])).toEqual(['10000.00', '1.50', '123.45']);
  expect(cspViolations).toEqual([]);
});
