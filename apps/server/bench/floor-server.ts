/**
 * The floor of `npm run bench:api` (bench/floor.ts): a bare Fastify server on node-postgres that
 * runs, for each scenario, exactly the statements Paydeck sent for one such request (captured from
 * the app), with no authentication, limits, logging, validation or mapping, on a pool of the same
 * size, sending at once the statements Paydeck sent at once. What Paydeck's API would cost if
 * everything but its SQL were free. Started by the bench, which sends the templates over IPC;
 * answers with the rows the statements returned.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { type FloorTemplate, fillValues } from './floor-template.ts';

const parent = process.send?.bind(process);
const databaseUrl = process.env.BENCH_SERVER_DATABASE_URL;
if (!parent || !databaseUrl) throw new Error('floor-server is started by bench/api.ts');

const templates = await new Promise<Record<string, FloorTemplate>>((resolve) =>
  process.once('message', (message: { kind?: string; templates?: Record<string, FloorTemplate> }) => {
    if (message.kind === 'templates' && message.templates) resolve(message.templates);
  }),
);

/** The statements' indexes in runs of those sent together: each wave waits for the one before. */
const wavesOf = ({ statements }: FloorTemplate) =>
  statements.reduce<number[][]>((waves, statement, i) => {
    const last = waves.at(-1);
    if (statement.concurrent && last) last.push(i);
    else waves.push([i]);
    return waves;
  }, []);

const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const app = Fastify();

app.route({
  method: ['GET', 'POST'],
  url: '/floor/:scenario',
  handler: async (request, reply) => {
    const template = templates[(request.params as { scenario: string }).scenario];
    if (!template) return reply.code(404).send({ error: 'no such scenario' });
    const values = fillValues(template);
    const run = (on: pg.PoolClient | pg.Pool, i: number) =>
      on.query({ ...template.statements[i], values: values[i] ?? [] } as pg.QueryConfig);
    // Statements Paydeck sent at once ran outside any transaction, each on a connection of the
    // pool's choosing; otherwise they ran on one connection (a transaction's), in turn.
    const waves = wavesOf(template);
    const client = waves.length < template.statements.length ? null : await pool.connect();
    try {
      const rows: unknown[] = [];
      for (const wave of waves) {
        const results = await Promise.all(wave.map((i) => run(client ?? pool, i)));
        for (const result of results) if (result.rows.length > 0) rows.push(result.rows);
      }
      return rows;
    } catch (error) {
      await client?.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client?.release();
    }
  },
});

const origin = await app.listen({ port: 0, host: '127.0.0.1' });
parent({ kind: 'listening', origin });
process.on('message', async (message: { kind?: string }) => {
  if (message.kind !== 'stop') return;
  await app.close();
  await pool.end();
  process.exit(0);
});
