import type { ListQuery } from '@paydeck/contract';
import type { LoginOutcome } from '@paydeck/contract/identity-rules';
import { and, eq, gte, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { newestFirstPage, timeRange } from '../../db/paging.ts';
import { loginHistories } from '../../db/schema/identity.ts';
import { newId } from '../../lib/ids.ts';
import { deviceOf } from '../../lib/user-agent.ts';

export const recordLogin = (
  db: Executor,
  input: { userId: string; outcome: LoginOutcome; ip: string; userAgent: string | undefined; admin?: boolean },
) =>
  db.insert(loginHistories).values({
    id: newId('lgh'),
    userId: input.userId,
    ...deviceOf(input.userAgent),
    ip: input.ip,
    outcome: input.outcome,
    admin: input.admin ?? false,
  });

export const listLogins = async (db: Executor, userId: string, query: ListQuery) => {
  const { from, to } = timeRange(query);
  const where = and(
    eq(loginHistories.userId, userId),
    from ? gte(loginHistories.timeCreated, from) : undefined,
    to ? lt(loginHistories.timeCreated, to) : undefined,
  );
  return newestFirstPage(db, db.select().from(loginHistories).$dynamic(), loginHistories, where, query);
};
