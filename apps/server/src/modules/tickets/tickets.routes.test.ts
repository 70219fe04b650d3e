import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, body } from '../../../test/identity.ts';
import { signUpMerchant, type TestOwner } from '../../../test/merchants.ts';
import { paidPayment, payinMerchant } from '../../../test/payin.ts';
import { png } from '../../../test/png.ts';
import { multipartForm } from '../../../test/tickets.ts';
import { runOps } from '../../cli/ops-commands.ts';
import { emailOutbox } from '../../db/schema/identity.ts';
import { messages } from '../../db/schema/messages.ts';
import { operationLogs } from '../../db/schema/operations.ts';
import { files } from '../../db/schema/system.ts';
import { tickets } from '../../db/schema/tickets.ts';

type Attachment = { id: string; filename: string; content_type: string; size: number };
type Ticket = {
  id: string;
  status: string;
  title: string;
  creator: string;
  source_type: string | null;
  attachments: Attachment[];
  replies: { author: string; author_name: string; content: string; attachments: Attachment[] }[];
};

let t: TestApp;
let owner: TestOwner;
let other: TestOwner;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpMerchant(t, 'tickets@example.com', 'Ticket Ltd');
  other = await signUpMerchant(t, 'tickets-other@example.com', 'Other Ticket Ltd');
});
afterAll(() => t.close());

const fields = {
  category: 'payouts',
  title: 'Payout delayed',
  description: 'It has been pending for two days.',
  priority: 'high',
};
const text = (content: string) => Buffer.from(content, 'utf8');
const send = (url: string, form: ReturnType<typeof multipartForm>, token = owner.token) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), 'accept-language': 'en-US', ...form.headers },
    payload: form.payload,
  });
const get = (url: string, token = owner.token) =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(token), 'accept-language': 'en-US' } });
const ops = (...argv: string[]) => runOps(argv, async () => ({ db: t.database.db, close: async () => {} }));
const counts = async () => ({
  tickets: (await t.database.db.select().from(tickets)).length,
  files: (await t.database.db.select().from(files)).length,
});

describe('tickets', () => {
  it('raises a ticket with two attachments, lists it, shows it and serves its files as attachments', async () => {
    const res = await send(
      '/v1/tickets',
      multipartForm(fields, [
        { filename: 'screenshot.png', data: png },
        { filename: 'notes.txt', data: text('Payout po_123 is still pending.') },
      ]),
    );
    expect(res.statusCode).toBe(200);
    const ticket = body<Ticket>(res).data;
    expect(ticket).toMatchObject({
      status: 'waiting_service_reply',
      title: 'Payout delayed',
      creator: 'tickets@example.com',
      source_type: null,
      replies: [],
    });
    expect(ticket.attachments.map((a) => [a.filename, a.content_type])).toEqual([
      ['screenshot.png', 'image/png'],
      ['notes.txt', 'text/plain; charset=utf-8'],
    ]);
    const list = body<{ list: { id: string }[]; total: number }>(
      await get('/v1/tickets?status=waiting_service_reply'),
    ).data;
    expect(list.list.map((x) => x.id)).toEqual([ticket.id]);
    expect(body<Ticket>(await get(`/v1/tickets/${ticket.id}`)).data).toEqual(ticket);
    const file = await get(`/v1/tickets/${ticket.id}/attachments/${ticket.attachments[1]?.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe("attachment; filename*=UTF-8''notes.txt");
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.body).toBe('Payout po_123 is still pending.');
  });

  it("refuses bad input with the spec's texts, writing nothing", async () => {
    const before = await counts();
    const refused = async (form: ReturnType<typeof multipartForm>) => {
      const res = await send('/v1/tickets', form);
      return { status: res.statusCode, code: body(res).error.code, message: body(res).error.message };
    };
    const three = [1, 2, 3].map((n) => ({ filename: `n${n}.txt`, data: text(`note ${n}`) }));
    expect(await refused(multipartForm(fields, three))).toEqual({
      status: 422,
      code: 'ticket_attachments_too_many',
      message: 'You can only upload up to 2 attachments',
    });
    const large = Buffer.alloc(11 * 1024 * 1024, 0x61);
    expect(await refused(multipartForm(fields, [{ filename: 'big.txt', data: large }]))).toEqual({
      status: 413,
      code: 'ticket_attachment_too_large',
      message: 'File must smaller than 10MB!',
    });
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]);
    expect(await refused(multipartForm(fields, [{ filename: 'photo.png', data: exe }]))).toMatchObject({
      status: 415,
      code: 'ticket_attachment_type',
    });
    const empty = await send('/v1/tickets', multipartForm({ ...fields, description: '  ' }));
    expect(empty.statusCode).toBe(422);
    expect(body<unknown>(empty).error).toMatchObject({ code: 'validation_failed' });
    const unknownCategory = await send('/v1/tickets', multipartForm({ ...fields, category: 'lottery' }));
    expect(unknownCategory.statusCode).toBe(422);
    const unknownSource = await send(
      '/v1/tickets',
      multipartForm({ ...fields, source_type: 'payment', source_id: 'pay_doesnotexist' }),
    );
    expect(body(unknownSource).error.code).toBe('ticket_source_not_found');
    const json = await t.app.inject({
      method: 'POST',
      url: '/v1/tickets',
      headers: bearer(owner.token),
      payload: fields,
    });
    expect(json.statusCode).toBe(415);
    expect(await counts()).toEqual(before);
  });

  it('goes back and forth with support, then refuses a reply once closed; the merchant hears of each answer', async () => {
    const ticket = body<Ticket>(await send('/v1/tickets', multipartForm(fields))).data;
    expect((await ops('ticket-reply', ticket.id, 'It was paid this morning.')).code).toBe(0);
    const answered = body<Ticket>(await get(`/v1/tickets/${ticket.id}`)).data;
    expect(answered.status).toBe('waiting_user_reply');
    expect(answered.replies).toEqual([
      expect.objectContaining({
        author: 'support',
        author_name: 'Paydeck support',
        content: 'It was paid this morning.',
      }),
    ]);
    const notes = await t.database.db.select().from(messages).where(eq(messages.accountId, owner.accountId));
    expect(notes.map((n) => n.title['en-US'])).toContain('Support answered your ticket');
    const emails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, 'tickets@example.com'));
    expect(emails.map((e) => e.subject).join()).toContain('Payout delayed');

    const replied = await send(
      `/v1/tickets/${ticket.id}/reply`,
      multipartForm({ content: 'Thanks, confirmed.' }, [{ filename: 'receipt.png', data: png }]),
    );
    expect(replied.statusCode).toBe(200);
    expect(body<Ticket>(replied).data).toMatchObject({ status: 'waiting_service_reply' });
    expect(body<Ticket>(replied).data.replies.at(-1)).toMatchObject({
      author: 'user',
      author_name: 'tickets@example.com',
      attachments: [expect.objectContaining({ filename: 'receipt.png' })],
    });

    // Raising and replying are the user's acts in the activity log.
    const logged = await t.database.db.select().from(operationLogs).where(eq(operationLogs.sourceId, ticket.id));
    expect(logged.map((row) => [row.action, row.sourceType]).sort()).toEqual([
      ['created', 'ticket'],
      ['updated', 'ticket'],
    ]);

    expect((await ops('ticket-close', ticket.id)).stdout).toBe(`Ticket ${ticket.id}: waiting_service_reply → closed\n`);
    const refused = await send(`/v1/tickets/${ticket.id}/reply`, multipartForm({ content: 'One more thing' }));
    expect(refused.statusCode).toBe(409);
    expect(body(refused).error.code).toBe('ticket_closed');
    expect((await ops('ticket-reply', ticket.id, 'Late answer')).code).toBe(1);
  });

  it("keeps each account's tickets and files to itself", async () => {
    const mine = body<Ticket>(
      await send('/v1/tickets', multipartForm(fields, [{ filename: 'mine.txt', data: text('secret') }])),
    ).data;
    const theirs = body<Ticket>(await send('/v1/tickets', multipartForm(fields), other.token)).data;
    expect((await get(`/v1/tickets/${mine.id}`, other.token)).statusCode).toBe(404);
    expect(body(await get(`/v1/tickets/${mine.id}`, other.token)).error.code).toBe('ticket_not_found');
    expect((await get(`/v1/tickets/${mine.id}/attachments/${mine.attachments[0]?.id}`, other.token)).statusCode).toBe(
      404,
    );
    // Another ticket's file isn't served through this one.
    expect((await get(`/v1/tickets/${theirs.id}/attachments/${mine.attachments[0]?.id}`, other.token)).statusCode).toBe(
      404,
    );
    const reply = await send(`/v1/tickets/${mine.id}/reply`, multipartForm({ content: 'hi' }), other.token);
    expect(body(reply).error.code).toBe('ticket_not_found');
    const listed = body<{ list: { id: string }[] }>(await get('/v1/tickets', other.token)).data.list.map((x) => x.id);
    expect(listed).toEqual([theirs.id]);
    // A ticket can only be about the caller's own records.
    const seller = await payinMerchant(t, 'tickets-seller@example.com');
    const payment = await paidPayment(seller);
    const foreign = await send('/v1/tickets', multipartForm({ ...fields, source_type: 'payment', source_id: payment }));
    expect(body(foreign).error.code).toBe('ticket_source_not_found');
    const own = await send(
      '/v1/tickets',
      multipartForm({ ...fields, source_type: 'payment', source_id: payment }),
      seller.token,
    );
    expect(body<Ticket>(own).data).toMatchObject({ source_type: 'payment' });
  });
});
