import type { z } from 'zod';
import type { FieldMessageKey } from './errors.ts';

/**
 * Spec §5 "at least one parameter must be given": an update body names at least one field besides
 * those in `besides` (e.g. `livemode`, which says where, not what).
 */
export const atLeastOneField = <Schema extends z.ZodObject>(schema: Schema, besides: readonly string[] = []) =>
  schema.refine((body) => Object.entries(body).some(([key, value]) => !besides.includes(key) && value !== undefined), {
    message: 'at_least_one_field' satisfies FieldMessageKey,
  });
