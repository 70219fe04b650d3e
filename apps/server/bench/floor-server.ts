/**
 * The floor of `npm run bench:api` (bench/floor.ts): a bare Fastify server on node-postgres that
 * runs, for each scenario, exactly the statements Paydeck sent for one such request (captured from
 * the app), with no authentication, limits, logging, validation or mapping, on a pool of the same
 * size. What Paydeck's API would cost if everything but its SQL were free. Started by the bench,
 * which sends the templates over IPC; answers with the rows the statements returned.
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

const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const app = Fastify();

app.route({
  method: ['GET', 'POST'],
  url: '/floor/:scenario',
  handler: async (request, reply) => {
    const template = templates[(request.params as { scenario: string }).scenario];
    if (!template) return reply.code(404).send({ error: 'no such scenario' });
    const values = fillValues(template);
    const client = await pool.connect();
    try {
      const rows: unknown[] = [];
      for (const [i, statement] of template.statements.entries()) {
        const result = await client.query({ ...statement, values: values[i] ?? [] } as pg.QueryConfig);
        if (result.rows.length > 0) rows.push(result.rows);
      }
      return rows;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
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
