import type { OperationAction, OperationSourceType } from '@paydeck/contract/operation-types';
import type { Executor } from '../db/client.ts';
import { operationLogs } from '../db/schema/operations.ts';
import { newId } from '../lib/ids.ts';

/** Who acts, as the activity log records them: an admin session's acts are an administrator's. */
export type Operator = { userId: string; email: string; admin: boolean; ip: string };

export type Operation = {
  action: OperationAction;
  sourceType: OperationSourceType;
  sourceId: string | null;
  description: string;
  refused?: boolean;
};

/**
 * Appends a row (the only write the table gets: never updated or deleted); pass the transaction
 * of the change so the row and the change commit together. A null account is the user's own
 * change (their 2FA), shown in their own log only.
 */
export const recordOperation = async (
  db: Executor,
  operator: Operator,
  account: { id: string; name: string } | null,
  operation: Operation,
) => {
  const id = newId('op');
  await db.insert(operationLogs).values({
    id,
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
  return id;
};
