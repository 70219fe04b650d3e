import http from 'node:http';
import { performance } from 'node:perf_hooks';

/** One HTTP request of a load run. */
export type LoadRequest = { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: unknown };

export type LoadError = { status: number; body: string };

export type LoadResult = {
  /** Latency of every completed request, in milliseconds, sorted ascending. */
  latencies: number[];
  seconds: number;
  /** Non-2xx answers and transport failures (status 0), at most a few kept in full. */
  errorCount: number;
  errors: LoadError[];
};

/** Nearest-rank percentile of an ascending list (p in 0–100). */
export const percentile = (sorted: readonly number[], p: number): number => {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
};

const send = (agent: http.Agent, origin: URL, request: LoadRequest) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const payload = request.body === undefined ? undefined : JSON.stringify(request.body);
    const req = http.request(
      {
        agent,
        host: origin.hostname,
        port: origin.port,
        method: request.method,
        path: request.path,
        headers: {
          ...request.headers,
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });

/**
 * A closed loop of `concurrency` clients on kept-alive connections: each sends its next request
 * as soon as the previous one is answered, until `requests` were sent or `seconds` have passed.
 */
export const runLoad = async (options: {
  origin: string;
  concurrency: number;
  requests?: number;
  seconds?: number;
  next: (index: number) => LoadRequest;
}): Promise<LoadResult> => {
  const origin = new URL(options.origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const latencies: number[] = [];
  const errors: LoadError[] = [];
  let errorCount = 0;
  let sent = 0;
  const started = performance.now();
  const deadline = options.seconds === undefined ? Number.POSITIVE_INFINITY : started + options.seconds * 1000;
  const limit = options.requests ?? Number.POSITIVE_INFINITY;
  const client = async () => {
    while (sent < limit && performance.now() < deadline) {
      const request = options.next(sent);
      sent += 1;
      const begun = performance.now();
      const answer = await send(agent, origin, request).catch((error: unknown) => ({
        status: 0,
        body: error instanceof Error ? error.message : String(error),
      }));
      latencies.push(performance.now() - begun);
      if (answer.status < 200 || answer.status >= 300) {
        errorCount += 1;
        if (errors.length < 5) errors.push({ status: answer.status, body: answer.body.slice(0, 300) });
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, client));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { latencies, seconds, errorCount, errors };
};
