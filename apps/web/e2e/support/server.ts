import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const serverDir = path.resolve(import.meta.dirname, '../../../server');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

const waitUntilReady = async (readyUrl: string, server: ChildProcess, output: () => string) => {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}:\n${output()}`);
    if (
      await fetch(readyUrl).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server not ready within 90 s:\n${output()}`);
};

export type RunningServer = { url: string; stop: () => Promise<void> };

/** A temporary data directory for servers started on it in turn (the caller removes it). */
export const makeDataDir = () => mkdtemp(path.join(tmpdir(), 'paydeck-e2e-'));

/**
 * Runs an operator command (`npm run ops -- …`) on a data directory. The embedded database takes
 * one process at a time, so the server on that directory must be stopped first.
 */
export const runOps = async (dataDir: string, args: string[], env: Record<string, string> = {}) => {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/ops.ts', ...args], {
    cwd: serverDir,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
  });
  return stdout;
};

/**
 * Starts the real server — the built SPA, the embedded database — on a free port, exactly as
 * `npm start` would, and waits until /readyz answers. Without `dataDir` the database is a fresh
 * temporary directory removed on stop; a given `dataDir` is kept, so a later server reopens it.
 */
export const startServer = async (
  env: Record<string, string> = {},
  { dataDir: keptDir }: { dataDir?: string } = {},
): Promise<RunningServer> => {
  const dataDir = keptDir ?? (await makeDataDir());
  const port = await freePort();
  const basePath = env.PAYDECK_BASE_PATH ?? '/';
  const url = `http://127.0.0.1:${port}${basePath}`;
  let log = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Links in emails must open the origin the browser uses.
      PAYDECK_PUBLIC_URL: url,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  server.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  await waitUntilReady(`${url}readyz`, server, () => log);
  return {
    url,
    stop: async () => {
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await new Promise((resolve) => server.once('exit', resolve));
      }
      if (!keptDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
};
