import { toMajorString } from '@paydeck/contract/currencies';
import type { ExportSourceType } from '@paydeck/contract/export-types';
import { exportColumns } from '@paydeck/contract/exports';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer } from '../../../test/identity.ts';
import { addMember } from '../../../test/merchants.ts';
import { type PayinMerchant, paidPayment, payinMerchant } from '../../../test/payin.ts';
import { dataExports, exportParts } from '../../db/schema/exports.ts';
import { users } from '../../db/schema/identity.ts';
import { accountMembers } from '../../db/schema/merchants.ts';
import { claimDueExport, type ExportRow } from './exports.repository.ts';
import { expireExports, generateDueExports, generateExport, partBytes } from './exports.service.ts';

let t: TestApp;
let m: PayinMerchant;
let other: PayinMerchant;

const tricky = [
  '=HYPERLINK("http://evil.example","click")',
  '+1 555 0100',
  '-2+3+cmd|/C calc',
  '@SUM(1,2)',
  'comma, "quotes" and\nnew line',
  '中文描述，含逗号',
];

/** What the routes queued, with the exports committed (visible outside the request) at that moment. */
const sent: { queue: string; committed: string[] }[] = [];

beforeAll(async () => {
  t = await createTestApp({
    sendJob: async (queue) => {
      const rows = await t.database.db.select({ id: dataExports.id }).from(dataExports);
      sent.push({ queue, committed: rows.map((row) => row.id) });
    },
  });
  m = await payinMerchant(t, 'exports-owner@example.com');
  other = await payinMerchant(t, 'exports-other@example.com', 'Other Shop Ltd');
  // Paid payments (with refunds) and open ones, with text a spreadsheet would misread.
  for (const [index, description] of tricky.entries()) {
    const created = await m.api.POST('/api/payments', {
      body: {
        payment_method: 'fps_hk',
        amount: 1_000 + index * 1_234,
        currency: 'HKD',
        description,
        reference: description.slice(0, 60),
      },
    });
    if (!created.data) throw new Error(JSON.stringify(created.error));
  }
  for (const amount of [10_000, 20_050, 99_999]) {
    const id = await paidPayment(m, amount);
    const refund = await m.api.POST('/api/refunds', {
      body: { payment_id: id, amount: 1_250, description: '=refund' },
    });
    if (!refund.data) throw new Error(JSON.stringify(refund.error));
  }
  await paidPayment(other, 5_000);
});
afterAll(() => t.close());

/** RFC 4180, read strictly: quoted fields may hold commas, CR, LF and doubled quotes; lines end in CRLF. */
const parseCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let i = 0;
  while (i < text.length) {
    if (text[i] === '"' && field === '') {
      i += 1;
      for (;;) {
        if (i >= text.length) throw new Error('unterminated quoted field');
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        field += text[i];
        i += 1;
      }
      if (i < text.length && text[i] !== ',' && text.slice(i, i + 2) !== '\r\n')
        throw new Error(`junk after quote at ${i}`);
      continue;
    }
    if (text[i] === ',') {
      row.push(field);
      field = '';
      i += 1;
      continue;
    }
    if (text.slice(i, i + 2) === '\r\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 2;
      continue;
    }
    if (text[i] === '\n' || text[i] === '\r' || text[i] === '"')
      throw new Error(`bare ${JSON.stringify(text[i])} at ${i}`);
    field += text[i];
    i += 1;
  }
  if (field !== '' || row.length > 0) throw new Error('last line does not end in CRLF');
  return rows;
};

type Caller = ReturnType<typeof apiClient>;
const session = (token: string, language = 'en-US') => apiClient(t, token, language);

const createExport = async (api: Caller, source_type: ExportSourceType, filter: Record<string, unknown> = {}) => {
  const res = await api.POST('/api/exports', { body: { livemode: 0, source_type, filter } as never });
  if (!res.data) throw new Error(`export creation failed: ${JSON.stringify(res.error)}`);
  return res.data.data;
};

const download = (token: string, id: string, livemode = 0, language = 'en-US') =>
  t.app.inject({
    method: 'GET',
    url: `/api/exports/${id}/download?livemode=${livemode}`,
    headers: { ...bearer(token), 'accept-language': language },
  });

/** Everything the list answers for `query`, all pages. */
const listAll = async (token: string, path: string, query: Record<string, string>) => {
  const items: Record<string, unknown>[] = [];
  for (let page = 1; ; page++) {
    const res = await t.app.inject({
      method: 'GET',
      url: `${path}?${new URLSearchParams({ livemode: '0', ...query, page: String(page), per_page: '100' })}`,
      headers: bearer(token),
    });
    const data = res.json<{ data: { list: Record<string, unknown>[] } }>().data;
    items.push(...data.list);
    if (data.list.length < 100) return items;
  }
};

const listPaths: Record<ExportSourceType, string> = {
  payment: '/api/payments',
  refund: '/api/refunds',
  balance_transaction: '/api/balance_transactions',
};

/** What a cell must say, worked out here from the list's item independently of the exporter. */
const expectedCell = (item: Record<string, unknown>, key: string, timeZone: string) => {
  const value = item[key];
  if (value === null || value === undefined) return '';
  if (['amount', 'amount_paid', 'amount_refunded', 'fee_total', 'net'].includes(key))
    return toMajorString(value as number, item.currency as 'HKD');
  if (key.startsWith('time_'))
    return new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).format(new Date((value as number) * 1000));
  const text = String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
};

const setTimeZone = (userId: string, timeZone: string) =>
  t.database.db.update(users).set({ timeZone }).where(eq(users.id, userId));

/** Exports the list, runs the job, downloads and checks every cell of every row against the list. */
const checkExport = async (
  source: ExportSourceType,
  filter: Record<string, string>,
  language: 'en-US' | 'zh-CN',
  timeZone: string,
) => {
  await setTimeZone(m.userId, timeZone);
  const created = await createExport(session(m.token, language), source, filter);
  expect(created).toMatchObject({ status: 'created', source_type: source, rows_written: 0, rows_total: null });
  await generateDueExports(t.ctx);
  const detail = await session(m.token).GET('/api/exports/{id}', {
    params: { path: { id: created.id }, query: { livemode: '0' } },
  });
  const exported = detail.data?.data;
  const res = await download(m.token, created.id);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toContain(`attachment; filename="${exported?.filename}"`);
  expect(exported?.filename).toMatch(/\.csv$/);
  expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  expect(res.rawPayload.length).toBe(exported?.size);
  const [header, ...rows] = parseCsv(res.rawPayload.subarray(3).toString('utf8'));
  const columns = Object.entries(exportColumns[source]);
  expect(header).toEqual(
    columns.map(([key, titles]) => (key.startsWith('time_') ? `${titles[language]} (${timeZone})` : titles[language])),
  );
  const listed = await listAll(m.token, listPaths[source], filter);
  expect(listed.length).toBeGreaterThan(0);
  expect(exported).toMatchObject({ status: 'processed', rows_total: listed.length, rows_written: listed.length });
  expect(rows).toEqual(listed.map((item) => columns.map(([key]) => expectedCell(item, key, timeZone))));
  return { rows, listed };
};

describe('exports: create, make, download', () => {
  it('writes every payment the list shows, cell for cell, in English and UTC', async () => {
    const { rows } = await checkExport('payment', {}, 'en-US', 'UTC');
    expect(rows.length).toBe(tricky.length + 3);
    // Formula-looking text is neutralised; the quoting round-trips commas, quotes and new lines.
    const descriptions = rows.map((row) => row[9]);
    expect(descriptions).toContain('\'=HYPERLINK("http://evil.example","click")');
    expect(descriptions).toContain("'-2+3+cmd|/C calc");
    expect(descriptions).toContain("'@SUM(1,2)");
    expect(descriptions).toContain("'+1 555 0100");
    expect(descriptions).toContain('comma, "quotes" and\nnew line');
    expect(rows.map((row) => row[5])).toContain('200.50');
  });

  it('writes Chinese headers and Shanghai times for a zh-CN user, under a status filter', async () => {
    const { rows } = await checkExport('payment', { status: 'paid' }, 'zh-CN', 'Asia/Shanghai');
    expect(rows.length).toBe(3);
    expect(rows.every((row) => row[2] === 'paid')).toBe(true);
  });

  it('exports refunds and balance transactions the way their lists show them', async () => {
    const refunds = await checkExport('refund', {}, 'zh-CN', 'America/New_York');
    expect(refunds.rows.length).toBe(3);
    const entries = await checkExport('balance_transaction', { type: 'refund' }, 'en-US', 'Asia/Shanghai');
    // A refund takes money out: a negative amount stays a plain number.
    expect(entries.rows.every((row) => row[5]?.startsWith('-'))).toBe(true);
    await checkExport('balance_transaction', {}, 'en-US', 'UTC');
  });

  it('refuses the download until the file is made, and says so in the caller’s language', async () => {
    const created = await createExport(session(m.token), 'payment');
    const early = await download(m.token, created.id, 0, 'zh-CN');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ success: false, error: { code: 'export_not_ready' } });
    expect(early.json().error.message).toContain('created');
    expect(early.json().error.message).toMatch(/[\u4e00-\u9fff]/);
    await generateDueExports(t.ctx);
    expect((await download(m.token, created.id)).statusCode).toBe(200);
  });

  it('lists exports newest first with their filters and progress, filtered by status and source', async () => {
    const res = await session(m.token).GET('/api/exports', { params: { query: { livemode: '0' } } });
    const list = res.data?.data.list ?? [];
    expect(list.length).toBeGreaterThanOrEqual(5);
    const times = list.map((item) => item.time_created);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(list.some((item) => item.filter.status === 'paid')).toBe(true);
    const refunds = await session(m.token).GET('/api/exports', {
      params: { query: { livemode: '0', source_type: 'refund', status: 'processed' } },
    });
    expect(refunds.data?.data.list.map((item) => item.source_type)).toEqual(['refund']);
  });
});

describe('exports: the worker is started at once', () => {
  it('queues exports.generate after the export commits, idempotent write or not', async () => {
    for (const headers of [{}, { 'idempotency-key': 'export-start-1' }]) {
      sent.length = 0;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/exports',
        headers: { ...bearer(m.token), ...headers },
        payload: { livemode: 0, source_type: 'payment', filter: {} },
      });
      expect(res.statusCode).toBe(200);
      const { id } = res.json<{ data: { id: string } }>().data;
      expect(sent).toEqual([{ queue: 'exports.generate', committed: expect.arrayContaining([id]) }]);
    }
    await generateDueExports(t.ctx);
  });
});

describe('exports: bad input writes nothing', () => {
  const countExports = async () =>
    Number((await t.database.db.select({ n: sql<number>`count(*)` }).from(dataExports))[0]?.n);

  it.each([
    ['an unknown source type', { source_type: 'invoice', filter: {} }],
    ['a status the list does not know', { source_type: 'payment', filter: { status: 'bogus' } }],
    ['a field the list does not take', { source_type: 'payment', filter: { stauts: 'paid' } }],
    ['a time that is no time', { source_type: 'refund', filter: { 'time_created[gte]': 'yesterday' } }],
  ])('refuses %s, with a localized message', async (_name, body) => {
    const before = await countExports();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/exports',
      headers: { ...bearer(m.token), 'accept-language': 'zh-CN' },
      payload: { livemode: 0, ...body },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      error: { code: 'validation_failed', message: '部分字段无效。' },
    });
    expect(await countExports()).toBe(before);
  });

  it('needs the source list’s permission as well as add_export', async () => {
    const support = await addMember(t, m.accountId, ['support']);
    const res = await session(support.token).POST('/api/exports', {
      body: { livemode: 0, source_type: 'balance_transaction', filter: {} },
    });
    expect(res.response.status).toBe(403);
  });
});

describe('exports: tenancy', () => {
  it('answers another merchant’s and the other mode’s export ids as not found', async () => {
    const created = await createExport(session(m.token), 'payment');
    await generateDueExports(t.ctx);
    for (const res of [
      await download(other.token, created.id),
      await download(m.token, created.id, 1),
      await t.app.inject({ method: 'GET', url: `/api/exports/${created.id}?livemode=0`, headers: bearer(other.token) }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('export_not_found');
    }
    const theirs = await session(other.token).GET('/api/exports', { params: { query: { livemode: '0' } } });
    expect(theirs.data?.data.list).toEqual([]);
  });

  it('stops showing an account’s exports to a member who was removed from it', async () => {
    const finance = await addMember(t, m.accountId, ['finance']);
    const created = await createExport(session(finance.token), 'payment');
    await generateDueExports(t.ctx);
    expect((await download(finance.token, created.id)).statusCode).toBe(200);
    await t.database.db
      .update(accountMembers)
      .set({ status: 'banned' })
      .where(and(eq(accountMembers.accountId, m.accountId), eq(accountMembers.userId, finance.userId)));
    const res = await download(finance.token, created.id);
    expect(res.statusCode).toBeGreaterThanOrEqual(403);
    expect(res.statusCode).toBeLessThanOrEqual(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/exports?livemode=0', headers: bearer(finance.token) });
    expect([403, 404]).toContain(list.statusCode);
  });
});

describe('exports: storage and expiry', () => {
  it('stores a big file in bounded parts and streams them back in order', async () => {
    // Enough long descriptions that the file spans several parts.
    const long = 'x'.repeat(900);
    await t.database.db.execute(sql`
      insert into payments (account_id, id, livemode, method, flow, status, currency, amount, amount_paid,
        description, checkout_token, time_expired, time_paid, time_created)
      select account_id, 'pay_bulk' || n, livemode, method, flow, status, currency, amount, amount_paid,
        ${long} || n, checkout_token || n, time_expired, time_paid,
        time_created - (n || ' seconds')::interval
      from (select * from payments where account_id = ${m.accountId} and status = 'paid' and livemode = false limit 1) p,
        generate_series(1, 2500) n`);
    const listed = await listAll(m.token, '/api/payments', { status: 'paid' });
    const created = await createExport(session(m.token), 'payment', { status: 'paid' });
    await generateDueExports(t.ctx);
    const parts = await t.database.db
      .select({ part: exportParts.part, size: sql<number>`length(${exportParts.data})` })
      .from(exportParts)
      .where(eq(exportParts.exportId, created.id))
      .orderBy(exportParts.part);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.map((p) => p.part)).toEqual(parts.map((_p, index) => index));
    expect(Math.max(...parts.map((p) => Number(p.size)))).toBeLessThan(partBytes * 2);
    const res = await download(m.token, created.id);
    const [, ...rows] = parseCsv(res.rawPayload.subarray(3).toString('utf8'));
    expect(rows.map((row) => row[0])).toEqual(listed.map((item) => item.id));
  });

  it('expires processed exports past their time and deletes their files', async () => {
    const created = await createExport(session(m.token), 'refund');
    await generateDueExports(t.ctx);
    await t.database.db
      .update(dataExports)
      .set({ timeExpired: new Date(Date.now() - 1000) })
      .where(eq(dataExports.id, created.id));
    expect(await expireExports(t.ctx)).toBeGreaterThanOrEqual(1);
    const detail = await session(m.token).GET('/api/exports/{id}', {
      params: { path: { id: created.id }, query: { livemode: '0' } },
    });
    expect(detail.data?.data.status).toBe('expired');
    const left = await t.database.db.select().from(exportParts).where(eq(exportParts.exportId, created.id));
    expect(left).toEqual([]);
    const res = await download(m.token, created.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('export_expired');
  });

  it('marks an export failed with a reason when its file cannot be written', async () => {
    const created = await createExport(session(m.token), 'payment');
    // A filter the job cannot read (as if stored by an older version) makes the query fail.
    await t.database.db
      .update(dataExports)
      .set({ filter: { 'time_created[gte]': 'not a time' } })
      .where(eq(dataExports.id, created.id));
    await generateDueExports(t.ctx);
    const [row] = await t.database.db.select().from(dataExports).where(eq(dataExports.id, created.id));
    expect(row?.status).toBe('failed');
    expect(row?.failureMessage).toMatch(/could not be written/);
    expect(await t.database.db.select().from(exportParts).where(eq(exportParts.exportId, created.id))).toEqual([]);
  });
});

describe('exports: claim lease', () => {
  /** As if a worker claimed the export and died (or stalls) after writing `parts` parts of junk. */
  const abandon = async (id: string, leaseExpiresAt: Date, parts: number) => {
    await t.database.db
      .update(dataExports)
      .set({ status: 'processing', rowsWritten: 1000, leaseExpiresAt })
      .where(eq(dataExports.id, id));
    for (let part = 0; part < parts; part++) {
      await t.database.db
        .insert(exportParts)
        .values({ accountId: m.accountId, exportId: id, part, data: Buffer.from(`junk ${part}\r\n`) });
    }
  };
  const partsOf = (id: string) =>
    t.database.db.select().from(exportParts).where(eq(exportParts.exportId, id)).orderBy(exportParts.part);

  it('takes over an export whose lease lapsed and writes the whole file once', async () => {
    const listed = await listAll(m.token, '/api/payments', { status: 'paid' });
    const created = await createExport(session(m.token), 'payment', { status: 'paid' });
    await abandon(created.id, new Date(Date.now() - 1000), 6);
    expect(await generateDueExports(t.ctx)).toBe(1);
    const [row] = await t.database.db.select().from(dataExports).where(eq(dataExports.id, created.id));
    expect(row).toMatchObject({ status: 'processed', rowsTotal: listed.length, leaseExpiresAt: null });
    const parts = await partsOf(created.id);
    expect(parts.some((part) => part.data.toString().startsWith('junk'))).toBe(false);
    const res = await download(m.token, created.id);
    expect(res.rawPayload.length).toBe(row?.sizeBytes);
    const [, ...rows] = parseCsv(res.rawPayload.subarray(3).toString('utf8'));
    expect(rows.map((cells) => cells[0])).toEqual(listed.map((item) => item.id));
  });

  it('leaves an export alone while its worker’s lease runs', async () => {
    const created = await createExport(session(m.token), 'payment');
    await abandon(created.id, new Date(Date.now() + 60_000), 1);
    expect(await generateDueExports(t.ctx)).toBe(0);
    const [row] = await t.database.db.select().from(dataExports).where(eq(dataExports.id, created.id));
    expect(row?.status).toBe('processing');
    expect((await partsOf(created.id)).length).toBe(1);
    await t.database.db.update(dataExports).set({ status: 'failed' }).where(eq(dataExports.id, created.id));
  });

  it('claims one export at a time however many wait, so none is stranded under an unworked lease', async () => {
    const waiting = [
      await createExport(session(m.token), 'payment'),
      await createExport(session(m.token), 'refund'),
      await createExport(session(m.token), 'balance_transaction'),
    ];
    const claimed = await claimDueExport(t.database.db, 300);
    expect(claimed?.id).toBe(waiting[0]?.id);
    const statuses = await t.database.db
      .select({ id: dataExports.id, status: dataExports.status })
      .from(dataExports)
      .where(sql`${dataExports.id} in ${waiting.map((row) => row.id)}`)
      .orderBy(dataExports.timeCreated);
    expect(statuses.map((row) => row.status)).toEqual(['processing', 'created', 'created']);
    await generateExport(t.ctx, claimed as ExportRow);
    expect(await generateDueExports(t.ctx)).toBe(2);
  });

  it('stops a worker that lost its lease without touching the new holder’s file', async () => {
    const listed = await listAll(m.token, '/api/payments', { status: 'paid' });
    const created = await createExport(session(m.token), 'payment', { status: 'paid' });
    const stalled = await claimDueExport(t.database.db, 300);
    expect(stalled?.id).toBe(created.id);
    await t.database.db
      .update(dataExports)
      .set({ leaseExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.id, created.id));
    const holder = await claimDueExport(t.database.db, 300);
    expect(holder?.id).toBe(created.id);
    expect(await generateExport(t.ctx, stalled as ExportRow)).toBe(0);
    const [meanwhile] = await t.database.db.select().from(dataExports).where(eq(dataExports.id, created.id));
    expect(meanwhile).toMatchObject({ status: 'processing', leaseExpiresAt: holder?.leaseExpiresAt });
    expect(await partsOf(created.id)).toEqual([]);
    expect(await generateExport(t.ctx, holder as ExportRow)).toBe(listed.length);
    const res = await download(m.token, created.id);
    const [, ...rows] = parseCsv(res.rawPayload.subarray(3).toString('utf8'));
    expect(rows.map((cells) => cells[0])).toEqual(listed.map((item) => item.id));
  });
});
