import net from 'node:net';
import { performance } from 'node:perf_hooks';

/** One HTTP request of a load run. */
export type LoadRequest = { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: unknown };

export type LoadError = { status: number; body: string };

export type LoadResult = {
  /** Latency of every completed step (a request, or a page's requests together), in milliseconds, ascending. */
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

const requestBytes = (host: string, request: LoadRequest) => {
  const payload = request.body === undefined ? '' : JSON.stringify(request.body);
  const headers = {
    host,
    ...request.headers,
    ...(request.body === undefined
      ? {}
      : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }),
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return Buffer.from(`${request.method} ${request.path} HTTP/1.1\r\n${head}\r\n${payload}`);
};

type Answer = { status: number; body: string };

/**
 * A kept-alive HTTP/1.1 connection that sends one request at a time and reads answers framed by
 * Content-Length (what the server sends). Written on a bare socket rather than `node:http` because
 * the load generator shares the two cores with what it measures: this costs about a third as much
 * CPU per request, which the server and PostgreSQL get instead.
 */
const connect = (origin: URL) =>
  new Promise<{ send: (bytes: Buffer) => Promise<Answer>; close: () => void }>((resolve, reject) => {
    const socket = net.connect({ host: origin.hostname, port: Number(origin.port), noDelay: true });
    let buffered: Buffer = Buffer.alloc(0);
    let pending: { resolve: (answer: Answer) => void; reject: (error: Error) => void } | null = null;
    const fail = (error: Error) => {
      pending?.reject(error);
      pending = null;
    };
    socket.on('data', (chunk: Buffer) => {
      buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
      const headEnd = buffered.indexOf('\r\n\r\n');
      if (headEnd < 0 || !pending) return;
      const head = buffered.subarray(0, headEnd).toString('latin1');
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
      if (!length) return fail(new Error(`answer without content-length: ${head.slice(0, 200)}`));
      const end = headEnd + 4 + Number(length[1]);
      if (buffered.length < end) return;
      const answer = { status: Number(head.slice(9, 12)), body: buffered.subarray(headEnd + 4, end).toString('utf8') };
      buffered = buffered.subarray(end);
      const waiting = pending;
      pending = null;
      waiting.resolve(answer);
    });
    socket.on('error', (error) => {
      fail(error);
      reject(error);
    });
    socket.on('close', () => fail(new Error('connection closed')));
    socket.once('connect', () =>
      resolve({
        send: (bytes) =>
          new Promise<Answer>((res, rej) => {
            pending = { resolve: res, reject: rej };
            socket.write(bytes);
          }),
        close: () => socket.destroy(),
      }),
    );
  });

type Connection = Awaited<ReturnType<typeof connect>>;

/**
 * A closed loop of `concurrency` clients, each on `width` kept-alive connections of its own (one
 * by default): each sends its next step as soon as the previous one is answered, until `requests`
 * steps were sent or `seconds` have passed. A step is one request, or several sent at once as a
 * page's queries are (at most `width`), timed until the last is answered.
 */
export const runLoad = async (options: {
  origin: string;
  concurrency: number;
  width?: number;
  requests?: number;
  seconds?: number;
  next: (index: number) => LoadRequest | LoadRequest[];
}): Promise<LoadResult> => {
  const origin = new URL(options.origin);
  const width = options.width ?? 1;
  const clients = await Promise.all(
    Array.from({ length: options.concurrency }, () =>
      Promise.all(Array.from({ length: width }, () => connect(origin))),
    ),
  );
  const latencies: number[] = [];
  const errors: LoadError[] = [];
  let errorCount = 0;
  let sent = 0;
  const started = performance.now();
  const deadline = options.seconds === undefined ? Number.POSITIVE_INFINITY : started + options.seconds * 1000;
  const limit = options.requests ?? Number.POSITIVE_INFINITY;
  const client = async (connections: Connection[]) => {
    while (sent < limit && performance.now() < deadline) {
      const step = options.next(sent);
      const requests = Array.isArray(step) ? step : [step];
      if (requests.length > width) throw new Error(`a step of ${requests.length} requests on ${width} connections`);
      sent += 1;
      const begun = performance.now();
      const answers = await Promise.all(
        requests.map((request, i) =>
          (connections[i] as Connection).send(requestBytes(origin.host, request)).catch((error: unknown) => ({
            status: 0,
            body: error instanceof Error ? error.message : String(error),
          })),
        ),
      );
      latencies.push(performance.now() - begun);
      for (const answer of answers) {
        if (answer.status >= 200 && answer.status < 300) continue;
        errorCount += 1;
        if (errors.length < 5) errors.push({ status: answer.status, body: answer.body.slice(0, 300) });
      }
      // A transport failure ends this client: a connection is gone.
      if (answers.some((answer) => answer.status === 0)) return;
    }
  };
  await Promise.all(clients.map(client));
  const seconds = (performance.now() - started) / 1000;
  for (const connection of clients.flat()) connection.close();
  latencies.sort((a, b) => a - b);
  return { latencies, seconds, errorCount, errors };
};
