import type { OperationAction, OperationSourceType } from '@paydeck/contract/operation-types';
import type { AccountOperationListQuery, OperationListQuery, OperationLog } from '@paydeck/contract/operations';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { listPageOf, timeRange } from '../../db/paging.ts';
import { unixSeconds } from '../../lib/time.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { insertOperationLog, listOperationLogs, type OperationLogRow } from './operations.repository.ts';

/** Who acts, as the log records them: an admin session's acts are an administrator's. */
export type Operator = { userId: string; email: string; admin: boolean; ip: string };

export const operatorOf = (request: FastifyRequest): Operator => {
  const session = sessionOf(request);
  return { userId: session.userId, email: session.email, admin: session.admin, ip: request.ip };
};

export type Operation = {
  action: OperationAction;
  sourceType: OperationSourceType;
  sourceId: string | null;
  description: string;
  refused?: boolean;
};

/**
 * Appends a row; pass the transaction of the change so the row and the change commit together.
 * A null account is the user's own change (their 2FA), shown in their own log only.
 */
export const recordOperation = (
  db: Executor,
  operator: Operator,
  account: { id: string; name: string } | null,
  operation: Operation,
) =>
  insertOperationLog(db, {
    accountId: account?.id ?? null,
    accountName: account?.name ?? null,
    operatorUserId: operator.userId,
    operatorEmail: operator.email,
    admin: operator.admin,
    ip: operator.ip,
    action: operation.action,
    sourceType: operation.sourceType,
    sourceId: operation.sourceId,
    description: operation.description.slice(0, 1000),
    refused: operation.refused ?? false,
  });

const operationLogOf = (row: OperationLogRow): OperationLog => ({
  id: row.id,
  operator_id: row.operatorUserId,
  operator_email: row.operatorEmail,
  admin: row.admin,
  account_id: row.accountId,
  account_name: row.accountName,
  action: row.action,
  source_type: row.sourceType,
  source_id: row.sourceId,
  description: row.description,
  ip: row.ip,
  refused: row.refused,
  time_created: unixSeconds(row.timeCreated),
});

const filterOf = (query: AccountOperationListQuery) => ({
  action: query.action,
  sourceType: query.source_type,
  ...timeRange(query),
});

/**
 * The user's own actions in every account, including ones they have since left: the rows are
 * their own history (what they did, where), not the account's data.
 */
export const ownOperationPage = async (ctx: AppContext, userId: string, query: OperationListQuery) => {
  const { rows, total } = await listOperationLogs(
    ctx.db,
    { ...filterOf(query), operatorUserId: userId, accountId: query.account_id },
    query,
  );
  return listPageOf(rows.map(operationLogOf), total, query);
};

export const accountOperationPage = async (ctx: AppContext, accountId: string, query: AccountOperationListQuery) => {
  const { rows, total } = await listOperationLogs(ctx.db, { ...filterOf(query), accountId }, query);
  return listPageOf(rows.map(operationLogOf), total, query);
};
