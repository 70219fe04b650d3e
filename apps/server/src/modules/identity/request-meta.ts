import type { Locale } from '@paydeck/contract';
import type { FastifyRequest } from 'fastify';

/** The facts about a caller that identity services record: where from, with what, in which language. */
export type RequestMeta = { ip: string; userAgent: string; locale: Locale };

export const requestMeta = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
  locale: request.locale,
});
