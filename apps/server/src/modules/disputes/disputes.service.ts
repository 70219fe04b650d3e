import { type Currency, toMajorString } from '@paydeck/contract/currencies';
import type { Dispute, DisputeCreateBody, DisputeListQuery, DisputeSimulateBody } from '@paydeck/contract/disputes';
import { disputeEventOfStatus } from '@paydeck/contract/event-types';
import {
  type DisputeCloseReason,
  type DisputeStatus,
  disputeResponseDays,
  paidPaymentStatuses,
} from '@paydeck/contract/payin-types';
import { sql } from 'drizzle-orm';
import type { AppContext, PayinContext } from '../../context.ts';
import type { Scope } from '../../core/scope.ts';
import type { Executor } from '../../db/client.ts';
import { listPageOf } from '../../db/paging.ts';
import { AppError } from '../../lib/app-error.ts';
import { currentTime, datedBack, setBackTime } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { unixSeconds } from '../../lib/time.ts';
import { canMove } from '../../lib/transitions.ts';
import { recordEvent } from '../events/events.service.ts';
import { payinPostings } from '../ledger/payin-postings.ts';
import { postBalanceTransaction } from '../ledger/posting.service.ts';
import {
  lockPaymentInMode,
  lockPaymentOf,
  loseDispute,
  remainderOf,
  withdrawForDispute,
} from '../payments/payment-amounts.service.ts';
import { disputeTransitions } from './dispute-transitions.ts';
import {
  type DisputeChange,
  type DisputeRow,
  disputeStatusOf,
  findDispute,
  findEvidenceFiles,
  hasOpenDispute,
  insertDispute,
  listDisputes,
  listOverdueDisputes,
  listPaymentDisputes,
  lockDispute,
  moveDisputeStatus,
} from './disputes.repository.ts';

type EvidenceFileRow = Awaited<ReturnType<typeof findEvidenceFiles>>[number];

const disputeOf = (row: DisputeRow, files: Map<string, EvidenceFileRow>): Dispute => ({
  id: row.id,
  object: 'dispute',
  livemode: row.livemode,
  payment_id: row.paymentId,
  payment_method: row.method,
  type: row.type,
  status: row.status,
  reason: row.reason,
  currency: row.currency,
  amount: row.amount,
  description: row.description,
  gateway_transaction_id: row.gatewayTransactionId,
  close_reason: row.closeReason,
  evidence:
    row.timeEvidenceSubmitted && row.evidenceText !== null
      ? {
          text: row.evidenceText,
          files: row.evidenceFileIds.flatMap((id) => {
            const file = files.get(id);
            return file
              ? [{ id: file.id, filename: file.filename, content_type: file.contentType, size: file.sizeBytes }]
              : [];
          }),
          time_submitted: unixSeconds(row.timeEvidenceSubmitted),
        }
      : null,
  time_created: unixSeconds(row.timeCreated),
  time_expired: unixSeconds(row.timeExpired),
  time_closed: row.timeClosed ? unixSeconds(row.timeClosed) : null,
});

/** Disputes on the wire, with their evidence files' names read in one query. */
const disputesOf = async (db: Executor, accountId: string, rows: DisputeRow[]) => {
  const files = await findEvidenceFiles(
    db,
    accountId,
    rows.flatMap((row) => row.evidenceFileIds),
  );
  const byId = new Map(files.map((file) => [file.id, file]));
  return rows.map((row) => disputeOf(row, byId));
};

/** Test mode: the payer disputes a paid payment, as the simulated processor reports it. */
export const openDispute = (ctx: PayinContext, scope: Scope, paymentId: string, input: DisputeCreateBody) =>
  disputePayment(ctx, scope, paymentId, input, { testModeOnly: true });

/** The same as the live processor reports it: the demo seed's live history. */
export const reportDispute = (ctx: PayinContext, scope: Scope, paymentId: string, input: DisputeCreateBody) =>
  disputePayment(ctx, scope, paymentId, input, { testModeOnly: false });

/**
 * The payer disputes a paid payment, for at most what refunds left of it. The amount is withdrawn
 * from the balance when the dispute opens (a chargeback). The processor reports it first, outside
 * the transaction that locks the payment (ARCHITECTURE §4).
 */
const disputePayment = async (
  ctx: PayinContext,
  scope: Scope,
  paymentId: string,
  input: DisputeCreateBody,
  { testModeOnly }: { testModeOnly: boolean },
) => {
  const id = newId('dp');
  const reported = await ctx.gatewayFor(scope.livemode && !testModeOnly).openDispute({ id });
  return ctx.db.transaction(async (tx) => {
    const payment = await lockPaymentInMode(tx, scope.account.id, scope.livemode, paymentId);
    if (!payment) throw new AppError('payment_not_found');
    if (testModeOnly && payment.livemode) throw new AppError('test_mode_only');
    const left = remainderOf(payment);
    const paid = (paidPaymentStatuses as readonly string[]).includes(payment.status);
    if (!paid || left <= 0) throw new AppError('payment_not_disputable', { params: { status: payment.status } });
    if (await hasOpenDispute(tx, payment.id)) throw new AppError('payment_dispute_open');
    // Pending refunds are on their way back to the payer: the dispute can cover only the rest.
    const amount = input.amount ?? left;
    if (amount > left) {
      const currency = payment.currency as Currency;
      throw new AppError('dispute_amount_exceeded', {
        params: { max: `${currency} ${toMajorString(left, currency)}` },
      });
    }
    const dispute = await insertDispute(
      tx,
      {
        accountId: payment.accountId,
        id,
        livemode: payment.livemode,
        paymentId: payment.id,
        method: payment.method,
        type: 'chargeback',
        status: 'needs_response',
        reason: input.reason,
        currency: payment.currency,
        amount,
        description: input.description ?? null,
        gatewayTransactionId: reported.gatewayTransactionId,
        ...datedBack(),
      },
      disputeResponseDays,
    );
    await withdrawForDispute(tx, payment, amount);
    await postBalanceTransaction(tx, payinPostings.disputeOpened(payment, dispute));
    const opened = await disputeWireOf(tx, dispute);
    await recordEvent(tx, dispute.accountId, disputeEventOfStatus.needs_response, opened);
    return opened;
  });
};

/** Whether the payment has a dispute still open (a refund waits for it to close). */
export const paymentHasOpenDispute = (db: Executor, paymentId: string) => hasOpenDispute(db, paymentId);

/** A payment's disputes, newest first, for the payment's detail (app.ts hands it to the payment routes). */
export const paymentDisputes = async (ctx: AppContext, scope: Scope, paymentId: string) =>
  disputesOf(ctx.db, scope.account.id, await listPaymentDisputes(ctx.db, scope.account.id, scope.livemode, paymentId));

/** One dispute on the wire. */
const disputeWireOf = async (db: Executor, row: DisputeRow) =>
  (await disputesOf(db, row.accountId, [row]))[0] as Dispute;

/**
 * The one way a dispute's status changes (ARCHITECTURE §4): along `disputeTransitions`, only if
 * the row still has the status it was read with (else refused, the winner's status named),
 * recording the move's event in the same transaction.
 */
export const transitionDispute = async (tx: Executor, dispute: DisputeRow, to: DisputeStatus, set: DisputeChange) => {
  if (!canMove(disputeTransitions, dispute.status, to)) {
    throw new AppError('dispute_status_invalid', { params: { status: dispute.status } });
  }
  const moved = await moveDisputeStatus(tx, dispute.id, dispute.status, { ...set, status: to });
  if (!moved) {
    const status = (await disputeStatusOf(tx, dispute.id)) ?? dispute.status;
    throw new AppError('dispute_status_invalid', { params: { status } });
  }
  const wire = await disputeWireOf(tx, moved);
  await recordEvent(tx, moved.accountId, disputeEventOfStatus[to], wire);
  return wire;
};

/**
 * Moves a dispute, with its payment locked first. Closing against the merchant (accepted, lost)
 * keeps the amount withdrawn and no longer refundable; closing in the merchant's favour (won,
 * resolved) returns it with a dispute_resolved entry.
 */
const moveDispute = async (
  tx: Executor,
  paymentId: string,
  disputeId: string,
  to: DisputeStatus,
  change: { closeReason?: DisputeCloseReason; evidenceText?: string; evidenceFileIds?: string[] } = {},
) => {
  const payment = await lockPaymentOf(tx, paymentId);
  const dispute = await lockDispute(tx, disputeId);
  if (!payment || !dispute) throw new AppError('dispute_not_found');
  const closes = to !== 'under_review';
  const moved = await transitionDispute(tx, dispute, to, {
    ...(change.closeReason ? { closeReason: change.closeReason } : {}),
    ...(change.evidenceText !== undefined
      ? {
          evidenceText: change.evidenceText,
          evidenceFileIds: change.evidenceFileIds ?? [],
          timeEvidenceSubmitted: currentTime(),
        }
      : {}),
    ...(closes ? { timeClosed: setBackTime() ?? sql`now()` } : {}),
  });
  if (to === 'accepted' || to === 'lost') {
    await loseDispute(tx, payment, dispute.amount);
  }
  if (to === 'won' || to === 'resolved')
    await postBalanceTransaction(tx, payinPostings.disputeReversed(payment, dispute));
  return moved;
};

const disputeInMode = async (ctx: PayinContext, scope: Scope, id: string) => {
  const dispute = await findDispute(ctx.db, scope.account.id, scope.livemode, id);
  if (!dispute) throw new AppError('dispute_not_found');
  return dispute;
};

/** The merchant gives in: the amount stays with the payer. */
export const acceptDispute = async (ctx: PayinContext, scope: Scope, id: string) => {
  const dispute = await disputeInMode(ctx, scope, id);
  return ctx.db.transaction((tx) =>
    moveDispute(tx, dispute.paymentId, dispute.id, 'accepted', { closeReason: 'merchant_accepted' }),
  );
};

/** The merchant answers with a text and files uploaded as dispute evidence to this account. */
export const submitEvidence = async (
  ctx: PayinContext,
  scope: Scope,
  id: string,
  input: { text: string; files?: string[] | undefined },
) => {
  const dispute = await disputeInMode(ctx, scope, id);
  const fileIds = [...new Set(input.files ?? [])];
  const found = new Map((await findEvidenceFiles(ctx.db, scope.account.id, fileIds)).map((file) => [file.id, file]));
  const missing = fileIds.find((fileId) => found.get(fileId)?.purpose !== 'dispute_evidence');
  if (missing) throw new AppError('evidence_file_invalid', { params: { file: missing } });
  return ctx.db.transaction((tx) =>
    moveDispute(tx, dispute.paymentId, dispute.id, 'under_review', {
      evidenceText: input.text,
      evidenceFileIds: fileIds,
    }),
  );
};

const simulatedClose: Record<DisputeSimulateBody['outcome'], DisputeCloseReason> = {
  won: 'evidence_accepted',
  lost: 'evidence_rejected',
  resolved: 'payer_withdrew',
};

/** Test mode: the simulated method decides (won, lost) or the payer withdraws (resolved). */
export const simulateDispute = async (ctx: AppContext, scope: Scope, id: string, input: DisputeSimulateBody) => {
  const dispute = await disputeInMode(ctx, scope, id);
  if (dispute.livemode) throw new AppError('test_mode_only');
  return ctx.db.transaction((tx) =>
    moveDispute(tx, dispute.paymentId, dispute.id, input.outcome, { closeReason: simulatedClose[input.outcome] }),
  );
};

/** The deadline job: disputes left unanswered past `time_expired` are lost. */
export const loseOverdueDisputes = async (ctx: Pick<AppContext, 'db'>, limit = 500) => {
  let lost = 0;
  for (const due of await listOverdueDisputes(ctx.db, limit)) {
    if (await loseUnansweredDispute(ctx, due)) lost += 1;
  }
  return lost;
};

/**
 * One dispute past its deadline is lost: the deadline job's step, and the demo seed's. False when
 * it was answered meanwhile (now under review or closed): the deadline no longer applies.
 */
export const loseUnansweredDispute = (ctx: Pick<AppContext, 'db'>, due: Pick<DisputeRow, 'id' | 'paymentId'>) =>
  ctx.db
    .transaction((tx) => moveDispute(tx, due.paymentId, due.id, 'lost', { closeReason: 'no_response' }))
    .then(
      () => true,
      (error: unknown) => {
        if (error instanceof AppError && error.code === 'dispute_status_invalid') return false;
        throw error;
      },
    );

export const disputePage = async (ctx: AppContext, scope: Scope, query: DisputeListQuery) => {
  const { rows, total } = await listDisputes(ctx.db, scope.account.id, scope.livemode, query);
  return listPageOf(await disputesOf(ctx.db, scope.account.id, rows), total, query);
};

export const disputeDetail = async (ctx: AppContext, scope: Scope, id: string) =>
  disputeWireOf(ctx.db, await disputeInMode(ctx, scope, id));
