import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ApiKeyFound } from '../../core/request.ts';
import type { DatabaseHandle, Executor } from '../../db/client.ts';
import { listenTo } from '../../db/notifications.ts';
import { hashToken } from '../../lib/tokens.ts';
import { type ApiKeyWithAccount, findApiKeyByTokenHash } from './api-keys.repository.ts';

/**
 * The channel the database notifies when what a cached key carries changes: a key rolled or
 * deleted, its account's or merchant's row, the account's switched-off methods (the triggers of
 * migration 0025, so no code path can forget). The payload is the account's or merchant's id.
 */
export const apiKeyAccessChannel = 'paydeck_api_key_access';

/** A safety net behind the notifications: no entry is older than this. */
const maxAgeMs = 60_000;
const maxEntries = 10_000;

export type ApiKeyCache = {
  /** The key a bearer token is (null: none), with whether it has expired now. */
  find: (db: Executor, token: string) => Promise<ApiKeyFound | null>;
  /**
   * Resolves once every change committed before the call has reached this cache: a probe is
   * notified and waited for (notifications arrive in commit order). PGlite delivers them with the
   * committing statement already.
   */
  sync: () => Promise<void>;
  close: () => Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    apiKeys: ApiKeyCache;
  }
}

/** How long `sync` waits for its probe before giving up (the listener is then reconnecting). */
const syncTimeoutMs = 1_000;

/** A key as found, both ways, made once per lookup: a cached key is then answered without an allocation. */
type Entry = { live: ApiKeyFound; expired: ApiKeyFound; expiresAt: number; fetchedAt: number };

const entryOf = ({ timeExpired, ...key }: ApiKeyWithAccount, fetchedAt: number): Entry => ({
  live: { ...key, expired: false },
  expired: { ...key, expired: true },
  expiresAt: timeExpired?.getTime() ?? Number.POSITIVE_INFINITY,
  fetchedAt,
});

const foundAt = (entry: Entry, now: number) => (entry.expiresAt <= now ? entry.expired : entry.live);

/**
 * API keys resolved in memory, so a merchant API read writes nothing and reads no key (issue 21).
 * Entries are dropped when the database says their account changed, from any process, within the
 * notification's delivery (milliseconds); while the listening connection is down nothing is cached.
 * A lookup that raced a change is not kept: `epoch` moves on every notification.
 */
export const createApiKeyCache = async (
  database: DatabaseHandle,
  onError: (error: Error) => void,
): Promise<ApiKeyCache> => {
  const entries = new Map<string, Entry>();
  let epoch = 0;
  const probes = new Map<string, () => void>();
  const listener = await listenTo(database, apiKeyAccessChannel, {
    onMessage: (id) => {
      const probe = probes.get(id);
      if (probe) return probe();
      epoch += 1;
      for (const [hash, { live }] of entries) {
        if (live.accountId === id || live.account.merchantId === id) entries.delete(hash);
      }
    },
    onReset: () => {
      epoch += 1;
      entries.clear();
    },
    onError,
  });
  return {
    find: async (db, token) => {
      const hash = hashToken(token);
      const cached = entries.get(hash);
      const now = Date.now();
      if (cached && now - cached.fetchedAt < maxAgeMs) return foundAt(cached, now);
      const seen = epoch;
      const key = await findApiKeyByTokenHash(db, hash);
      if (!key) return null;
      const entry = entryOf(key, now);
      if (seen === epoch && listener.live) {
        if (entries.size >= maxEntries) entries.clear();
        entries.set(hash, entry);
      }
      return foundAt(entry, Date.now());
    },
    sync: async () => {
      if (database.kind === 'pglite' || !listener.live) return;
      const probe = `sync:${randomUUID()}`;
      let timer: NodeJS.Timeout | undefined;
      const arrived = new Promise<void>((resolve) => {
        probes.set(probe, resolve);
        timer = setTimeout(resolve, syncTimeoutMs);
      });
      try {
        await database.db.execute(sql`select pg_notify(${apiKeyAccessChannel}, ${probe})`);
        await arrived;
      } finally {
        clearTimeout(timer);
        probes.delete(probe);
      }
    },
    close: () => listener.close(),
  };
};
