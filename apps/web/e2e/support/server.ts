import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

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

/**
 * Starts the real server — the built SPA, a fresh embedded database in a temporary directory —
 * on a free port, exactly as `npm start` would, and waits until /readyz answers.
 */
export const startServer = async (env: Record<string, string> = {}): Promise<RunningServer> => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'paydeck-e2e-'));
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
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};
