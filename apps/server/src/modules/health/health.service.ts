import type { ReadinessBody } from '@paydeck/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { appliedMigrationCount, expectedMigrationCount } from '../../db/migrate.ts';

export const readiness = async (handle: DatabaseHandle): Promise<ReadinessBody> => {
  const expected = await expectedMigrationCount();
  const applied = await appliedMigrationCount(handle).catch(() => null);
  const reachable = applied !== null;
  return {
    status: reachable && applied >= expected ? 'ready' : 'not_ready',
    database: handle.kind,
    database_reachable: reachable,
    migrations_applied: applied ?? 0,
    migrations_expected: expected,
  };
};
