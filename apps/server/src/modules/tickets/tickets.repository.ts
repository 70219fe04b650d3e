import type { TicketSourceType } from '@paydeck/contract/ticket-rules';
import type { TicketListQuery } from '@paydeck/contract/tickets';
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { newestFirstPage, timeRange } from '../../db/paging.ts';
import { users } from '../../db/schema/identity.ts';
import { accounts } from '../../db/schema/merchants.ts';
import { disputes, payments, refunds } from '../../db/schema/payments.ts';
import { payouts } from '../../db/schema/payouts.ts';
import { settlements } from '../../db/schema/settlements.ts';
import { files } from '../../db/schema/system.ts';
import { ticketAttachments, ticketReplies, tickets } from '../../db/schema/tickets.ts';

export type TicketRow = typeof tickets.$inferSelect;
export type TicketReplyRow = typeof ticketReplies.$inferSelect;

export const insertTicket = async (db: Executor, row: typeof tickets.$inferInsert) => {
  const [inserted] = await db.insert(tickets).values(row).returning();
  if (!inserted) throw new Error('ticket insert returned no row');
  return inserted;
};

export const insertReply = (db: Executor, row: typeof ticketReplies.$inferInsert) =>
  db.insert(ticketReplies).values(row);

export const insertAttachments = async (db: Executor, rows: (typeof ticketAttachments.$inferInsert)[]) => {
  if (rows.length > 0) await db.insert(ticketAttachments).values(rows);
};

/** Within the account only: another account's ticket is simply not found. */
export const findTicket = async (db: Executor, accountId: string, id: string) => {
  const [row] = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.accountId, accountId), eq(tickets.id, id)));
  return row ?? null;
};

/** Any account's ticket, locked: support's answer and close (operator commands). */
export const lockTicket = async (db: Executor, id: string) => {
  const [row] = await db.select().from(tickets).where(eq(tickets.id, id)).for('update');
  return row ?? null;
};

/** A ticket moved on: its status, and the time of the latest turn. */
export const updateTicketStatus = (db: Executor, id: string, status: TicketRow['status']) =>
  db.update(tickets).set({ status, timeUpdated: new Date() }).where(eq(tickets.id, id));

export const listTickets = (db: Executor, accountId: string, query: TicketListQuery) => {
  const { from, to } = timeRange(query);
  const where = and(
    eq(tickets.accountId, accountId),
    query.status ? eq(tickets.status, query.status) : undefined,
    from ? gte(tickets.timeCreated, from) : undefined,
    to ? lt(tickets.timeCreated, to) : undefined,
  );
  return newestFirstPage(db, db.select().from(tickets).$dynamic(), tickets, where, query);
};

/** The ticket's replies, oldest first, with the email of the user who wrote each (none for support). */
export const repliesOf = (db: Executor, accountId: string, ticketId: string) =>
  db
    .select({ reply: ticketReplies, email: users.email })
    .from(ticketReplies)
    .leftJoin(users, eq(users.id, ticketReplies.authorUserId))
    .where(and(eq(ticketReplies.accountId, accountId), eq(ticketReplies.ticketId, ticketId)))
    .orderBy(asc(ticketReplies.timeCreated), asc(ticketReplies.id));

/** The ticket's attachments (its own and its replies'), in the order they were attached. */
export const attachmentsOf = (db: Executor, accountId: string, ticketId: string) =>
  db
    .select({
      replyId: ticketAttachments.replyId,
      id: files.id,
      filename: files.filename,
      contentType: files.contentType,
      size: files.sizeBytes,
    })
    .from(ticketAttachments)
    .innerJoin(files, eq(files.id, ticketAttachments.fileId))
    .where(and(eq(ticketAttachments.accountId, accountId), eq(ticketAttachments.ticketId, ticketId)))
    .orderBy(asc(ticketAttachments.position));

/** Whether the file is attached to this ticket of this account (the only way a ticket's file is served). */
export const isTicketAttachment = async (db: Executor, accountId: string, ticketId: string, fileId: string) =>
  (
    await db
      .select({ fileId: ticketAttachments.fileId })
      .from(ticketAttachments)
      .where(
        and(
          eq(ticketAttachments.accountId, accountId),
          eq(ticketAttachments.ticketId, ticketId),
          eq(ticketAttachments.fileId, fileId),
        ),
      )
  ).length > 0;

/** Users by id: the email a ticket shows as its creator, and the language mail to them is written in. */
export const contactsOf = async (db: Executor, ids: string[]) =>
  new Map(
    (
      await db
        .select({ id: users.id, email: users.email, language: users.language })
        .from(users)
        .where(inArray(users.id, ids))
    ).map((row) => [row.id, row]),
  );

const sourceTables = {
  payment: payments,
  refund: refunds,
  dispute: disputes,
  payout: payouts,
  settlement: settlements,
};

/** Whether the record a ticket is about is the account's (either mode). */
export const sourceExists = async (db: Executor, accountId: string, type: TicketSourceType, id: string) => {
  const table = sourceTables[type];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.accountId, accountId), eq(table.id, id)))
    .limit(1);
  return rows.length > 0;
};

export const accountNameOf = async (db: Executor, accountId: string) => {
  const [row] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
  return row?.name ?? accountId;
};
