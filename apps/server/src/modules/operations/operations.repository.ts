import type { OperationAction, OperationSourceType } from '@paydeck/contract/operation-types';
import { and, eq, gte, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { newestFirstPage } from '../../db/paging.ts';
import { operationLogs } from '../../db/schema/operations.ts';

export type OperationLogRow = typeof operationLogs.$inferSelect;
export type OperationFilter = {
  accountId?: string | undefined;
  operatorUserId?: string | undefined;
  action?: OperationAction | undefined;
  sourceType?: OperationSourceType | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
};

/**
 * One page, newest first. Either the account or the operator leads the filter, so the query runs
 * on operation_logs_account_time_idx or operation_logs_operator_time_idx.
 */
export const listOperationLogs = async (
  db: Executor,
  filter: OperationFilter,
  page: { page: number; per_page: number },
) => {
  const where = and(
    filter.accountId ? eq(operationLogs.accountId, filter.accountId) : undefined,
    filter.operatorUserId ? eq(operationLogs.operatorUserId, filter.operatorUserId) : undefined,
    filter.action ? eq(operationLogs.action, filter.action) : undefined,
    filter.sourceType ? eq(operationLogs.sourceType, filter.sourceType) : undefined,
    filter.from ? gte(operationLogs.timeCreated, filter.from) : undefined,
    filter.to ? lt(operationLogs.timeCreated, filter.to) : undefined,
  );
  return newestFirstPage(db, db.select().from(operationLogs).$dynamic(), operationLogs, where, page);
};
