import { z } from 'zod';
import { errorCodes } from './errors.ts';

/** `{ success: true, data }`: the body of every successful response (ARCHITECTURE §3). */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

export const fieldIssue = z.object({
  field: z.string().meta({ description: 'Dotted path of the offending field, snake_case as sent.' }),
  code: z.string(),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof fieldIssue>;

const errorCodeEnum = z.enum(Object.keys(errorCodes) as [keyof typeof errorCodes, ...(keyof typeof errorCodes)[]]);

export const errorEnvelope = z
  .object({
    success: z.literal(false),
    message: z.string(),
    error: z.object({
      code: errorCodeEnum,
      type: z.string(),
      message: z.string(),
      details: z.array(fieldIssue).optional(),
    }),
  })
  .meta({ id: 'ErrorEnvelope', description: 'The body of every failed response.' });
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

/** Lists: `{ list, total, page, per_page }`; totals are exact up to 10,000, then capped. */
export const listTotalCap = 10_000;
export const listPage = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int().nonnegative(),
    total_capped: z.boolean().optional(),
    page: z.number().int().positive(),
    per_page: z.number().int().positive(),
  });

export const perPageDefault = 20;
export const perPageMax = 100;

const unixSeconds = z.coerce.number().int().nonnegative().meta({ description: 'Unix time in seconds.' });

/** Query of every list: 1-based paging and a half-open `time_created` range in Unix seconds. */
export const listQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(perPageMax).default(perPageDefault),
  'time_created[gte]': unixSeconds.optional(),
  'time_created[lt]': unixSeconds.optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

/** `livemode=1|0` on /api/* from a session; also accepts true/false. */
export const livemodeFlag = z
  .enum(['1', '0', 'true', 'false'])
  .transform((value) => value === '1' || value === 'true')
  .meta({ description: '1 for live data, 0 for test data.' });
