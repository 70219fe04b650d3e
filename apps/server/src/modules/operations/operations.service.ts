import type { AccountOperationListQuery, OperationListQuery, OperationLog } from '@paydeck/contract/operations';
import type { AppContext } from '../../context.ts';
import { listPageOf, timeRange } from '../../db/paging.ts';
import { unixSeconds } from '../../lib/time.ts';
import { listOperationLogs, type OperationLogRow } from './operations.repository.ts';

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
