import { z } from 'zod';

export const healthBody = z.object({ status: z.literal('ok') });
export const readinessBody = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: z.enum(['pglite', 'postgres']),
  database_reachable: z.boolean(),
  migrations_applied: z.number().int().nonnegative(),
  migrations_expected: z.number().int().nonnegative(),
});
export type ReadinessBody = z.infer<typeof readinessBody>;
