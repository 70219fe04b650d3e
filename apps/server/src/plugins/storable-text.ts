import { fieldMessage } from '@paydeck/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/** PostgreSQL's text types cannot hold U+0000; a statement carrying one fails. */
const nul = '\u0000';

/** The path of the first string (or object key) holding a NUL in a parsed request part; null if none. */
const nulPathIn = (value: unknown, path: string[] = []): string[] | null => {
  if (typeof value === 'string') return value.includes(nul) ? path : null;
  if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  for (const [key, field] of Object.entries(value)) {
    if (key.includes(nul)) return [...path, key.replaceAll(nul, '\\u0000')];
    const found = nulPathIn(field, [...path, key]);
    if (found) return found;
  }
  return null;
};

/**
 * Text the database cannot store is refused before any route runs (422 on the field, in one
 * place): path parameters, query and JSON body. An upload's own strings (its file name) are
 * checked by the error funnel, which answers `text_not_storable` for the database's refusal.
 */
export const refuseUnstorableText = (request: FastifyRequest) => {
  for (const [part, value] of [
    ['params', request.params],
    ['querystring', request.query],
    ['body', request.body],
  ] as const) {
    const path = nulPathIn(value);
    if (!path) continue;
    throw new AppError('validation_failed', {
      details: [
        {
          field: path.join('.') || part,
          code: 'invalid_characters',
          message: fieldMessage(request.locale, 'text_nul') ?? '',
        },
      ],
    });
  }
};
