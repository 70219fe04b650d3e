/**
 * Paydeck against its floor (issue 21), interleaved: for each scenario, the statements Paydeck
 * sends for one such request are captured from the running app (bench/statement-capture.ts), a
 * bare server replays them (bench/floor-server.ts), and the two are loaded in turn, round after
 * round, so both see the same machine. Each round's ratio is Paydeck's req/s over the floor's.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { serverNodeFlags } from '../src/lib/node-flags.ts';
import { type FloorTemplate, floorTemplate } from './floor-template.ts';
import { type LoadRequest, type LoadResult, percentile, runLoad } from './load.ts';
import type { CapturedStatement } from './statement-capture.ts';

export type FloorScenario = {
  /** Also the floor's path segment. */
  id: string;
  name: string;
  concurrency: number;
  /** The i-th request of a run; `phase` tells runs apart (for unique references and keys). */
  request: (phase: string, i: number) => LoadRequest;
  /** Paydeck's req/s over the floor's, at least. */
  ratio: number;
  /** p99 in ms, at most. */
  p99?: number;
};

export type FloorRow = {
  scenario: FloorScenario;
  paydeck: { rps: number; p99: number }[];
  floor: { rps: number; p99: number }[];
  errors: { side: string; result: LoadResult }[];
};

// Rounds of one run spread by up to ±0.3 on this shared 2-core machine, so a median of five moved
// by ±0.05 between runs; nine narrow it.
const rounds = Number(process.env.BENCH_FLOOR_ROUNDS ?? 9);
const roundSeconds = Number(process.env.BENCH_FLOOR_SECONDS ?? 3);

const nextMessage = <T>(child: ChildProcess, kind: string) =>
  new Promise<T>((resolve) => {
    const listener = (message: { kind?: string }) => {
      if (message.kind !== kind) return;
      child.off('message', listener);
      resolve(message as T);
    };
    child.on('message', listener);
  });

/** The statements the app sends for one request (the server is otherwise idle while it runs). */
const capture = async (server: ChildProcess, origin: string, request: LoadRequest) => {
  const capturing = nextMessage(server, 'capturing');
  server.send({ kind: 'capture-start' });
  await capturing;
  const result = await runLoad({ origin, concurrency: 1, requests: 1, next: () => request });
  if (result.errorCount > 0) throw new Error(`capture: ${JSON.stringify(result.errors)}`);
  const captured = nextMessage<{ statements: CapturedStatement[] }>(server, 'captured');
  server.send({ kind: 'capture-stop' });
  return (await captured).statements;
};

const startFloor = async (databaseUrl: string, templates: Record<string, FloorTemplate>) => {
  const child = fork(path.join(import.meta.dirname, 'floor-server.ts'), {
    // The same runtime as Paydeck's server: only the code differs.
    execArgv: [...process.execArgv, ...serverNodeFlags],
    env: { ...process.env, BENCH_SERVER_DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const listening = nextMessage<{ origin: string }>(child, 'listening');
  child.send({ kind: 'templates', templates });
  return { child, origin: (await listening).origin };
};

const figures = (result: LoadResult) => ({
  rps: result.latencies.length / result.seconds,
  p99: percentile(result.latencies, 99),
});

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** Paired ratios of one row, round by round. */
const ratiosOf = (row: FloorRow) => row.paydeck.map((round, i) => round.rps / (row.floor[i]?.rps ?? Number.NaN));

export const runFloorScenarios = async (
  app: { child: ChildProcess; origin: string; databaseUrl: string },
  scenarios: FloorScenario[],
  progress: (line: string) => void,
): Promise<FloorRow[]> => {
  const templates: Record<string, FloorTemplate> = {};
  for (const scenario of scenarios) {
    const first = await capture(app.child, app.origin, scenario.request('capture', 1));
    const second = await capture(app.child, app.origin, scenario.request('capture', 2));
    templates[scenario.id] = floorTemplate(first, second);
  }
  // BENCH_FLOOR_SQL=file writes what the floor runs, to check it is Paydeck's SQL.
  if (process.env.BENCH_FLOOR_SQL) await writeFile(process.env.BENCH_FLOOR_SQL, JSON.stringify(templates, null, 2));
  const floor = await startFloor(app.databaseUrl, templates);
  const rows: FloorRow[] = [];
  try {
    for (const scenario of scenarios) {
      const row: FloorRow = { scenario, paydeck: [], floor: [], errors: [] };
      const sides = [
        { side: 'paydeck', origin: app.origin, path: (p: string) => p, into: row.paydeck },
        { side: 'floor', origin: floor.origin, path: () => `/floor/${scenario.id}`, into: row.floor },
      ];
      for (let round = 0; round <= rounds; round += 1) {
        for (const { side, origin, path: pathOf, into } of sides) {
          const phase = `${side}-${round}`;
          const result = await runLoad({
            origin,
            concurrency: scenario.concurrency,
            seconds: roundSeconds,
            next: (i) => {
              const request = scenario.request(phase, i);
              return { ...request, path: pathOf(request.path) };
            },
          });
          if (result.errorCount > 0) row.errors.push({ side, result });
          // Round 0 warms both up (the JIT, the pools, the caches) and is not counted.
          if (round > 0) into.push(figures(result));
        }
      }
      rows.push(row);
      const statements = templates[scenario.id]?.statements.length;
      progress(
        `measured ${scenario.name}, ${scenario.concurrency} client(s), against the floor (${statements} statements)`,
      );
    }
  } finally {
    floor.child.send({ kind: 'stop' });
  }
  return rows;
};

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export const printFloorTable = (rows: FloorRow[], out: (line?: string) => void) => {
  out();
  out(`Paydeck against its floor: medians of ${rounds} interleaved rounds of ${roundSeconds} s, paired ratios`);
  out();
  out('| scenario | clients | Paydeck req/s · p99 | floor req/s · p99 | ratio (min–max) | target |');
  out('| --- | ---: | ---: | ---: | ---: | --- |');
  for (const row of rows) {
    const ratios = ratiosOf(row);
    const { scenario } = row;
    out(
      `| ${scenario.name} | ${scenario.concurrency} | ${fmt(median(row.paydeck.map((r) => r.rps)))} · ${fmt(median(row.paydeck.map((r) => r.p99)), 1)} ms | ` +
        `${fmt(median(row.floor.map((r) => r.rps)))} · ${fmt(median(row.floor.map((r) => r.p99)), 1)} ms | ` +
        `${fmt(median(ratios), 2)} (${fmt(Math.min(...ratios), 2)}–${fmt(Math.max(...ratios), 2)}) | ` +
        `≥ ${scenario.ratio}${scenario.p99 === undefined ? '' : `, p99 ≤ ${scenario.p99} ms`} |`,
    );
  }
  out();
  for (const row of rows) {
    const ratio = median(ratiosOf(row));
    const p99 = median(row.paydeck.map((r) => r.p99));
    const misses = [
      ratio < row.scenario.ratio ? `ratio ${fmt(ratio, 2)}` : '',
      row.scenario.p99 !== undefined && p99 > row.scenario.p99 ? `p99 ${fmt(p99, 1)} ms` : '',
    ].filter(Boolean);
    const name = `${row.scenario.name}, ${row.scenario.concurrency} client(s)`;
    out(
      `${misses.length ? 'MISS' : 'PASS'} ${name} against the floor${misses.length ? ` (${misses.join(', ')})` : ''}`,
    );
  }
};
