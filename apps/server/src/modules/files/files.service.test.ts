import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.ts';
import { png } from '../../../test/png.ts';
import { AppError } from '../../lib/app-error.ts';
import { attachmentHeaders, readFile, storeFile } from './files.service.ts';

const base = {
  accountId: 'acct_files_a',
  purpose: 'ticket_attachment',
  allowedKinds: ['png', 'jpg', 'pdf'] as const,
  maxBytes: 1024,
};

const appErrorCode = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return { code: (error as AppError).code, status: (error as AppError).status };
};

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

describe('storeFile and readFile', () => {
  it('stores a PNG and reads back the same bytes, type and checksum', async () => {
    const stored = await storeFile(database.db, { ...base, filename: 'receipt.png', data: png });
    expect(stored.id).toMatch(/^file_/);
    const read = await readFile(database.db, 'acct_files_a', stored.id);
    expect(Buffer.compare(read.data, png)).toBe(0);
    expect(read).toMatchObject({ filename: 'receipt.png', contentType: 'image/png', sizeBytes: png.length });
    expect(read.sha256).toBe(createHash('sha256').update(png).digest('hex'));
  });

  it('refuses a .png whose bytes are text with 415', async () => {
    const data = new TextEncoder().encode('#!/bin/sh\necho not a picture\n');
    expect(await appErrorCode(storeFile(database.db, { ...base, filename: 'cat.png', data }))).toEqual({
      code: 'unsupported_media_type',
      status: 415,
    });
  });

  it('refuses a file over the size limit with 413', async () => {
    const data = Buffer.concat([png, Buffer.alloc(2048)]);
    expect(await appErrorCode(storeFile(database.db, { ...base, filename: 'big.png', data }))).toEqual({
      code: 'payload_too_large',
      status: 413,
    });
  });

  it('refuses a genuine file of a kind the purpose does not allow with 415', async () => {
    const data = new TextEncoder().encode('plain notes');
    expect(await appErrorCode(storeFile(database.db, { ...base, filename: 'notes.txt', data }))).toEqual({
      code: 'unsupported_media_type',
      status: 415,
    });
  });

  it("answers not_found for another account's file", async () => {
    const stored = await storeFile(database.db, { ...base, filename: 'mine.png', data: png });
    expect(await appErrorCode(readFile(database.db, 'acct_files_b', stored.id))).toEqual({
      code: 'not_found',
      status: 404,
    });
    expect(await appErrorCode(readFile(database.db, null, stored.id))).toEqual({ code: 'not_found', status: 404 });
  });

  it('answers not_found once a file has expired', async () => {
    const stored = await storeFile(database.db, {
      ...base,
      filename: 'export.png',
      data: png,
      timeExpired: new Date(Date.now() + 60_000),
    });
    expect((await readFile(database.db, 'acct_files_a', stored.id)).id).toBe(stored.id);
    await database.db.execute(sql`update files set time_expired = now() - interval '1 second' where id = ${stored.id}`);
    expect(await appErrorCode(readFile(database.db, 'acct_files_a', stored.id))).toEqual({
      code: 'not_found',
      status: 404,
    });
  });

  it('keeps only the last path segment of a filename', async () => {
    for (const [given, kept] of [
      ['../../etc/receipt.png', 'receipt.png'],
      ['C:\\Users\\me\\Desktop\\receipt.png', 'receipt.png'],
      ['/tmp/"quoted"\r\nname.png', 'quotedname.png'],
      ['invoice\u202Egnp.exe.png', 'invoicegnp.exe.png'],
      [`${'长'.repeat(300)}.png`, `${'长'.repeat(251)}.png`],
    ]) {
      const stored = await storeFile(database.db, { ...base, filename: given ?? '', data: png });
      expect(stored.filename, given).toBe(kept);
    }
  });
});

describe('attachmentHeaders', () => {
  it('makes the browser download the file under its UTF-8 name', () => {
    const headers = attachmentHeaders({ filename: '发票 1.pdf', contentType: 'application/pdf', sizeBytes: 1234 });
    expect(headers).toEqual({
      'content-type': 'application/pdf',
      'content-length': '1234',
      'content-disposition': "attachment; filename*=UTF-8''%E5%8F%91%E7%A5%A8%201.pdf",
      'x-content-type-options': 'nosniff',
    });
  });

  it("encodes characters that RFC 8187 does not allow in a name (apostrophe, parentheses, '*')", () => {
    const headers = attachmentHeaders({ filename: "O'Brien (1)*.pdf", contentType: 'application/pdf', sizeBytes: 1 });
    expect(headers['content-disposition']).toBe("attachment; filename*=UTF-8''O%27Brien%20%281%29%2A.pdf");
  });
});
