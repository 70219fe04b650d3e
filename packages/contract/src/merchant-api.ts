import { z } from 'zod';
import { livemodeFlag } from './envelope.ts';

const livemodeDescription =
  'Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). ' +
  'An API key carries its own mode; when given, it must match the key.';

/** The query every `/api/*` route takes: `livemode` (ARCHITECTURE §3, spec §7). */
export const merchantApiQuery = z.object({
  livemode: livemodeFlag.optional().meta({ description: livemodeDescription }),
});

/** `livemode` in a JSON body: 1 | 0, true | false, or those as strings. */
export const livemodeBodyField = z
  .union([z.boolean(), z.literal(1), z.literal(0), z.enum(['1', '0', 'true', 'false'])])
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true')
  .optional()
  .meta({ description: livemodeDescription, example: 0 });

export const idempotencyKeyMaxLength = 255;
/** How long a stored idempotent response is replayed. */
export const idempotencyKeyLifetimeHours = 24;

/** The header every `/api/*` write accepts; the server adds it to each write route's schema. */
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .min(1)
    .max(idempotencyKeyMaxLength)
    .optional()
    .meta({
      description:
        `Makes a retry safe: for ${idempotencyKeyLifetimeHours} hours the same key with the same request answers the first ` +
        'response again (with `Idempotent-Replayed: true`); the same key with a different request is refused (422), and ' +
        'one arriving while the first is still running answers 409. Keys are per account and mode.',
      example: '6f1c2a9e-4b7d-4e0a-9a51-2f3c8d1e7b44',
    }),
});
