import path from 'node:path';
import { z } from 'zod';

const roles = ['all', 'web', 'worker'] as const;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  PAYDECK_ROLE: z.enum(roles).default('all'),
  PAYDECK_BASE_PATH: z.string().default('/'),
  PAYDECK_PUBLIC_URL: z.string().url().optional(),
  PAYDECK_WEB_DIST: z.string().optional(),
  PAYDECK_SEED: z.enum(['auto', 'off']).default('auto'),
  SMTP_URL: z.string().url().optional(),
  PAYDECK_MAIL_FROM: z.string().default('Paydeck <no-reply@paydeck.local>'),
  PAYDECK_SECRET_KEY: z.string().optional(),
  PAYDECK_GATEWAY_SECRET: z.string().min(32, 'use at least 32 characters').optional(),
  PAYDECK_TRUST_PROXY: z.string().default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  PAYDECK_WEBHOOK_ALLOW_PRIVATE: z.enum(['true', 'false']).default('false'),
  PAYDECK_METRICS_TOKEN: z.string().min(24, 'use at least 24 characters').optional(),
  PAYDECK_ERROR_DSN: z
    .string()
    .url()
    .refine((dsn) => /^https?:\/\/[^@/]+@[^/]+\/.*\d$/.test(dsn), 'a Sentry DSN: https://<key>@<host>/<project>')
    .optional(),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  role: (typeof roles)[number];
  /** Always starts and ends with "/": "/" or "/paydeck/". */
  basePath: string;
  publicUrl: string | undefined;
  webDist: string;
  seed: 'auto' | 'off';
  smtpUrl: string | undefined;
  /** The From header of every email. */
  mailFrom: string;
  /** Encrypts 2FA secrets at rest (see lib/secret-box.ts); unset means `<dataDir>/secret.key`. */
  secretKey: string | undefined;
  /** Signs the live gateway's notifications (POST /v1/gateway/notifications); unset turns the endpoint off. */
  gatewaySecret: string | undefined;
  /** Fastify's trustProxy: false, true, a hop count, or addresses/CIDRs of the proxies in front. */
  trustProxy: boolean | number | string[];
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Web processes sharing the port (one per core serves the most); more than one needs PostgreSQL. */
  webProcesses: number;
  /** Live-mode webhooks may reach private and loopback addresses: for development and tests only. */
  webhookAllowPrivateAddresses: boolean;
  /** The bearer token a Prometheus scrape of GET /metrics must send; unset turns the endpoint off. */
  metricsToken: string | undefined;
  /** Where the server and the browser report errors (a Sentry DSN); unset turns reporting off. */
  errorDsn: string | undefined;
};

export const normalizeBasePath = (raw: string): string => {
  const trimmed = raw.trim().replace(/^\/+|\/+$/g, '');
  if (!/^[A-Za-z0-9._~\-/]*$/.test(trimmed)) throw new Error(`PAYDECK_BASE_PATH has unsafe characters: ${raw}`);
  if (trimmed !== '' && trimmed.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) {
    throw new Error(`PAYDECK_BASE_PATH has an empty, "." or ".." segment: ${raw}`);
  }
  return trimmed === '' ? '/' : `/${trimmed}/`;
};

/**
 * Client IPs (rate limits, lockouts, login history) come from X-Forwarded-For only when the
 * request came through a proxy we trust; otherwise any client could pick its own IP.
 */
export const parseTrustProxy = (raw: string): boolean | number | string[] => {
  const value = raw.trim();
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
};

const defaultWebDist = path.resolve(import.meta.dirname, '../../web/dist');

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL) {
    throw new Error(
      'Invalid configuration:\n  WEB_CONCURRENCY: more than one web process needs DATABASE_URL (PGlite serves one process)',
    );
  }
  if (e.WEB_CONCURRENCY > 1 && e.PAYDECK_ROLE === 'worker') {
    throw new Error('Invalid configuration:\n  WEB_CONCURRENCY: a worker (PAYDECK_ROLE=worker) serves no web requests');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    // npm scripts run in the workspace folder; a relative DATA_DIR means the folder npm was run from.
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    role: e.PAYDECK_ROLE,
    basePath: normalizeBasePath(e.PAYDECK_BASE_PATH),
    publicUrl: e.PAYDECK_PUBLIC_URL,
    webDist: e.PAYDECK_WEB_DIST ? path.resolve(e.PAYDECK_WEB_DIST) : defaultWebDist,
    seed: e.PAYDECK_SEED,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.PAYDECK_MAIL_FROM,
    secretKey: e.PAYDECK_SECRET_KEY,
    gatewaySecret: e.PAYDECK_GATEWAY_SECRET,
    trustProxy: parseTrustProxy(e.PAYDECK_TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    webProcesses: e.WEB_CONCURRENCY,
    webhookAllowPrivateAddresses: e.PAYDECK_WEBHOOK_ALLOW_PRIVATE === 'true',
    metricsToken: e.PAYDECK_METRICS_TOKEN,
    errorDsn: e.PAYDECK_ERROR_DSN,
  };
};
