import { z } from 'zod';

export const healthBody = z.object({ status: z.literal('ok') }).describe('The process is alive.');
export const readinessBody = z
  .object({
    status: z.enum(['ready', 'not_ready']),
    database: z.enum(['pglite', 'postgres']),
    database_reachable: z.boolean(),
    migrations_applied: z.number().int().nonnegative(),
    migrations_expected: z.number().int().nonnegative(),
  })
  .describe('Whether this process can serve: the database answers and every migration is applied.');
export type ReadinessBody = z.infer<typeof readinessBody>;
