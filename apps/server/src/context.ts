import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Mailer } from './infra/mail/mail.service.ts';
import type { SecretBox } from './lib/secret-box.ts';
import type { GatewayFor } from './modules/payments/gateway.ts';

/**
 * What services need beyond a request: the database, outgoing mail, secrets, links back to the
 * app, the payment processor, and a log for what must not fail the caller.
 */
export type AppContext = {
  /** The database, or the request's transaction while an idempotent write runs (db/ambient-transaction.ts). */
  readonly db: Database;
  mailer: Mailer;
  secretBox: SecretBox;
  /** Absolute link to an app page, e.g. appLink('user/password_reset', { token }). */
  appLink: (page: string, query?: Record<string, string>) => string;
  /** The processor of each mode (`gatewayFor`; tests give their own). */
  gatewayFor: GatewayFor;
  /** Where a service reports a failure it recovers from (a processor that did not answer: a sweep retries). */
  logger: FastifyBaseLogger;
};

/** What the pay-in services use of it: no mail, no secrets (so the demo seed can build one). */
export type PayinContext = Pick<AppContext, 'db' | 'appLink' | 'gatewayFor' | 'logger'>;

/** Characters a query's name or value keeps as they are in `application/x-www-form-urlencoded`. */
const formSafe = /^[\w.*-]*$/;

/**
 * Links in emails use the configured public URL, never the request's Host header (which a caller
 * controls). A payments page makes one per row, so the common query (a token) is written directly.
 */
export const appLinkFor = (config: Pick<Config, 'publicUrl' | 'basePath' | 'port'>) => {
  // PAYDECK_PUBLIC_URL is the whole address of the app, base path included.
  const base = config.publicUrl
    ? config.publicUrl.replace(/\/*$/, '/')
    : `http://localhost:${config.port}${config.basePath}`;
  const searchOf = (query: Record<string, string>) => {
    let search = '';
    for (const name in query) {
      const value = query[name] ?? '';
      if (!formSafe.test(name) || !formSafe.test(value)) return new URLSearchParams(query).toString();
      search += `${search ? '&' : ''}${name}=${value}`;
    }
    return search;
  };
  return (page: string, query: Record<string, string> = {}): string => {
    const search = searchOf(query);
    return `${base}${page.replace(/^\/+/, '')}${search ? `?${search}` : ''}`;
  };
};
