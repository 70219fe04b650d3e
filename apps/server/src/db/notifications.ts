import pg from 'pg';
import type { DatabaseHandle } from './client.ts';

export type Listener = {
  /** Whether every notification since the last `onReset` has been or will be delivered. */
  readonly live: boolean;
  close: () => Promise<void>;
};

const retryMs = 1_000;

/**
 * LISTENs on a channel of the database: PGlite's own `listen`, or on PostgreSQL a connection of its
 * own outside the pool (a pooled one would be handed to queries). When that connection drops,
 * notifications may have been missed: `onReset` is called, `live` is false until it is back, and it
 * reconnects every second. Notifications arrive after their transaction commits, from any process.
 */
export const listenTo = async (
  database: DatabaseHandle,
  channel: string,
  handlers: { onMessage: (payload: string) => void; onReset: () => void; onError?: (error: Error) => void },
): Promise<Listener> => {
  if (database.kind === 'pglite') {
    const unlisten = await database.pglite.listen(channel, handlers.onMessage);
    return { live: true, close: () => unlisten() };
  }
  let client: pg.Client | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client(database.pool.options);
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '');
    });
    next.on('error', (error) => {
      handlers.onError?.(error);
      drop(next);
    });
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      handlers.onError?.(error as Error);
      drop(next);
      return;
    }
    if (closed) return void next.end().catch(() => undefined);
    client = next;
  };
  const drop = (lost: pg.Client) => {
    void lost.end().catch(() => undefined);
    if (client === lost) client = null;
    handlers.onReset();
    if (!closed && !timer) {
      timer = setTimeout(() => {
        timer = undefined;
        void connect();
      }, retryMs);
      timer.unref();
    }
  };
  await connect();
  return {
    get live() {
      return client !== null;
    },
    close: async () => {
      closed = true;
      clearTimeout(timer);
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
};
