import pg from 'pg';
import { createBenchDatabase } from '../bench/bench-database.ts';
import { startReceiver } from '../test/webhook-receiver.ts';
import { paydeckProcess, standInWebDist } from './processes.ts';

/**
 * What the crash proof and the capacity bench each run on: a fresh PostgreSQL database on
 * `serverUrl`, one web process and one worker of the real `src/main.ts` on it (started), a
 * webhook receiver, and a SQL client. `close` stops and removes all of it (the database kept
 * with `keep`).
 */
export const startWebAndWorker = async (serverUrl: string, options: { keep?: boolean } = {}) => {
  const database = await createBenchDatabase(serverUrl);
  const webDist = await standInWebDist();
  const receiver = await startReceiver();
  const web = await paydeckProcess({ role: 'web', databaseUrl: database.url, webDist: webDist.dir });
  const worker = await paydeckProcess({ role: 'worker', databaseUrl: database.url, webDist: webDist.dir });
  const sql = new pg.Client({ connectionString: database.url });
  const close = async () => {
    await sql.end().catch(() => undefined);
    await Promise.all([web.stop(), worker.stop()]);
    await receiver.close();
    await webDist.remove();
    if (!options.keep) await database.drop();
  };
  try {
    await sql.connect();
    await Promise.all([web.start(), worker.start()]);
  } catch (error) {
    await close();
    throw error;
  }
  return { database, receiver, web, worker, sql, close };
};
