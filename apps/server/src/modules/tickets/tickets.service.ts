import type { Locale } from '@paydeck/contract/locales';
import {
  type TicketStatus,
  ticketAttachmentMaxBytes,
  ticketAttachmentTypes,
  ticketTakesReplies,
} from '@paydeck/contract/ticket-rules';
import type { Ticket, TicketCreateFields, TicketListQuery, TicketReplyFields } from '@paydeck/contract/tickets';
import type { AppContext } from '../../context.ts';
import { type Operator, recordOperation } from '../../core/operation-log.ts';
import type { Executor } from '../../db/client.ts';
import { listPageOf } from '../../db/paging.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { unixSeconds } from '../../lib/time.ts';
import { detectKind, type FileKind } from '../files/content-type.ts';
import { readFile, storeFile } from '../files/files.service.ts';
import type { FilePart } from '../files/uploads.service.ts';
import { postMessage } from '../messages/messages.service.ts';
import {
  accountNameOf,
  attachmentsOf,
  contactsOf,
  findTicket,
  insertAttachments,
  insertReply,
  insertTicket,
  isTicketAttachment,
  listTickets,
  lockTicket,
  repliesOf,
  sourceExists,
  type TicketRow,
  updateTicketStatus,
} from './tickets.repository.ts';

/** Who answers on support's side, as the merchant sees it. */
export const supportName = 'Paydeck support';

/** Who raises or replies: the account they act in, and themselves as the activity log records them. */
type Caller = { accountId: string; userId: string; account: { id: string; name: string }; operator: Operator };
type Attachment = Awaited<ReturnType<typeof attachmentsOf>>[number];

const attachmentOf = (a: Attachment) => ({ id: a.id, filename: a.filename, content_type: a.contentType, size: a.size });

const ticketOf = async (db: Executor, row: TicketRow): Promise<Ticket> => {
  const [replies, attachments, people] = await Promise.all([
    repliesOf(db, row.accountId, row.id),
    attachmentsOf(db, row.accountId, row.id),
    contactsOf(db, [row.creatorUserId]),
  ]);
  return {
    ...summaryOf(row, people.get(row.creatorUserId)?.email ?? ''),
    description: row.description,
    attachments: attachments.filter((a) => a.replyId === null).map(attachmentOf),
    replies: replies.map(({ reply, email }) => ({
      id: reply.id,
      author: reply.authorUserId ? ('user' as const) : ('support' as const),
      author_name: email ?? supportName,
      content: reply.content,
      attachments: attachments.filter((a) => a.replyId === reply.id).map(attachmentOf),
      time_created: unixSeconds(reply.timeCreated),
    })),
  };
};

const summaryOf = (row: TicketRow, creator: string) => ({
  id: row.id,
  account_id: row.accountId,
  category: row.category,
  title: row.title,
  status: row.status,
  priority: row.priority,
  source_type: row.sourceType,
  source_id: row.sourceId,
  creator,
  assignee: row.assignee,
  extra: row.extra,
  time_created: unixSeconds(row.timeCreated),
  time_updated: unixSeconds(row.timeUpdated),
});

/** Each file's bytes must be an allowed format (spec §5), whatever its name says; checked before anything is written. */
const checkFiles = (files: FilePart[]) => {
  for (const file of files) {
    const kind = detectKind(file.filename, file.data);
    if (!kind || !(ticketAttachmentTypes as readonly FileKind[]).includes(kind)) {
      throw new AppError('ticket_attachment_type', { params: { filename: file.filename } });
    }
  }
};

const attach = async (db: Executor, caller: Caller, ticketId: string, replyId: string | null, files: FilePart[]) => {
  const stored = [];
  for (const file of files) {
    stored.push(
      await storeFile(db, {
        accountId: caller.accountId,
        purpose: 'ticket_attachment',
        filename: file.filename,
        data: file.data,
        allowedKinds: ticketAttachmentTypes,
        maxBytes: ticketAttachmentMaxBytes,
      }),
    );
  }
  await insertAttachments(
    db,
    stored.map((file, index) => ({ accountId: caller.accountId, ticketId, replyId, fileId: file.id, position: index })),
  );
};

/** A user raises a ticket for their account, with up to 2 attachments: support's turn. */
export const createTicket = async (
  ctx: AppContext,
  caller: Caller,
  { fields, files }: { fields: TicketCreateFields; files: FilePart[] },
) => {
  checkFiles(files);
  if (fields.source_type && fields.source_id) {
    if (!(await sourceExists(ctx.db, caller.accountId, fields.source_type, fields.source_id))) {
      throw new AppError('ticket_source_not_found', {
        params: { source_type: fields.source_type, source_id: fields.source_id },
      });
    }
  }
  const row = await ctx.db.transaction(async (tx) => {
    const ticket = await insertTicket(tx, {
      accountId: caller.accountId,
      id: newId('tkt'),
      creatorUserId: caller.userId,
      category: fields.category,
      title: fields.title,
      description: fields.description,
      priority: fields.priority,
      sourceType: fields.source_type ?? null,
      sourceId: fields.source_id ?? null,
    });
    await attach(tx, caller, ticket.id, null, files);
    await recordOperation(tx, caller.operator, caller.account, {
      action: 'created',
      sourceType: 'ticket',
      sourceId: ticket.id,
      description: ticket.title,
    });
    return ticket;
  });
  return ticketOf(ctx.db, row);
};

export const ticketPage = async (ctx: AppContext, accountId: string, query: TicketListQuery) => {
  const { rows, total } = await listTickets(ctx.db, accountId, query);
  const people = await contactsOf(ctx.db, [...new Set(rows.map((row) => row.creatorUserId))]);
  return listPageOf(
    rows.map((row) => summaryOf(row, people.get(row.creatorUserId)?.email ?? '')),
    total,
    query,
  );
};

const ticketOrFail = async (db: Executor, accountId: string, id: string) => {
  const row = await findTicket(db, accountId, id);
  if (!row) throw new AppError('ticket_not_found');
  return row;
};

/** Refuses a reply to another account's ticket before its form is read (a foreign id reads no upload). */
export const assertTicketOf = async (ctx: AppContext, accountId: string, id: string) => {
  await ticketOrFail(ctx.db, accountId, id);
};

export const ticketById = async (ctx: AppContext, accountId: string, id: string) =>
  ticketOf(ctx.db, await ticketOrFail(ctx.db, accountId, id));

/** The merchant's reply: support's turn again. A closed (or archived) ticket takes none (spec §4). */
export const replyToTicket = async (
  ctx: AppContext,
  caller: Caller,
  id: string,
  { fields, files }: { fields: TicketReplyFields; files: FilePart[] },
) => {
  checkFiles(files);
  await ctx.db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, id);
    if (!ticket || ticket.accountId !== caller.accountId) throw new AppError('ticket_not_found');
    if (!ticketTakesReplies(ticket.status)) throw new AppError('ticket_closed');
    const replyId = newId('tkr');
    await insertReply(tx, {
      accountId: caller.accountId,
      id: replyId,
      ticketId: id,
      authorUserId: caller.userId,
      content: fields.content,
    });
    await attach(tx, caller, id, replyId, files);
    await updateTicketStatus(tx, id, 'waiting_service_reply');
    await recordOperation(tx, caller.operator, caller.account, {
      action: 'updated',
      sourceType: 'ticket',
      sourceId: id,
      description: `Replied to ${ticket.title}`,
    });
  });
  return ticketById(ctx, caller.accountId, id);
};

/** A file of the ticket, to download (never shown inline: `attachmentHeaders`). */
export const ticketAttachment = async (ctx: AppContext, accountId: string, ticketId: string, fileId: string) => {
  await ticketOrFail(ctx.db, accountId, ticketId);
  if (!(await isTicketAttachment(ctx.db, accountId, ticketId, fileId))) throw new AppError('file_not_found');
  return readFile(ctx.db, accountId, fileId);
};

const answeredTexts = (title: string) => ({
  title: { 'en-US': 'Support answered your ticket', 'zh-CN': '客服已回复您的工单' } satisfies Record<Locale, string>,
  content: {
    'en-US': `Support answered “${title}”. Open the ticket under Tickets to read the answer and reply.`,
    'zh-CN': `客服已回复“${title}”。请在“工单”中打开该工单查看回复并继续沟通。`,
  } satisfies Record<Locale, string>,
});

const closedTexts = (title: string) => ({
  title: { 'en-US': 'Your ticket was closed', 'zh-CN': '您的工单已关闭' } satisfies Record<Locale, string>,
  content: {
    'en-US': `Support closed “${title}”. It takes no more replies; raise a new ticket if you need more help.`,
    'zh-CN': `客服已关闭“${title}”。该工单不再接受回复；如需更多帮助，请提交新的工单。`,
  } satisfies Record<Locale, string>,
});

/**
 * Support's answer (`npm run ops -- ticket-reply`): the reply, the merchant's turn, a system message
 * to the account and an email to the ticket's creator in their language, in one transaction; the
 * email is sent once committed. Returns a line saying what changed.
 */
export const answerTicket = async (ctx: Pick<AppContext, 'db' | 'mailer' | 'appLink'>, id: string, content: string) => {
  const { emailId, status } = await ctx.db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, id);
    if (!ticket) throw new Error(`Ticket ${id} does not exist`);
    if (!ticketTakesReplies(ticket.status)) throw new Error(`Ticket ${id} is ${ticket.status}; it takes no replies`);
    await insertReply(tx, { accountId: ticket.accountId, id: newId('tkr'), ticketId: id, authorUserId: null, content });
    const next: TicketStatus = 'waiting_user_reply';
    await updateTicketStatus(tx, id, next);
    await postMessage(tx, ticket.accountId, answeredTexts(ticket.title));
    const creator = (await contactsOf(tx, [ticket.creatorUserId])).get(ticket.creatorUserId);
    const queued = creator
      ? await ctx.mailer.queue(tx, {
          to: creator.email,
          locale: creator.language === 'en-US' ? 'en-US' : 'zh-CN',
          template: 'ticket_answered',
          params: {
            ticket_title: ticket.title,
            reply: content,
            account_name: await accountNameOf(tx, ticket.accountId),
            link: ctx.appLink(`tickets/${id}`),
          },
        })
      : null;
    return { emailId: queued, status: next };
  });
  if (emailId) await ctx.mailer.deliver([emailId]);
  return `Ticket ${id} answered; now ${status}.\n`;
};

/** Support closes a ticket (`npm run ops -- ticket-close`): no more replies; the account is told. */
export const closeTicket = async (db: Executor, id: string) =>
  db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, id);
    if (!ticket) throw new Error(`Ticket ${id} does not exist`);
    if (ticket.status === 'closed' || ticket.status === 'archived')
      return `Ticket ${id} is already ${ticket.status}.\n`;
    await updateTicketStatus(tx, id, 'closed');
    await postMessage(tx, ticket.accountId, closedTexts(ticket.title));
    return `Ticket ${id}: ${ticket.status} → closed\n`;
  });
