import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverNodeFlags } from '../src/lib/node-flags.ts';

const serverDir = path.resolve(import.meta.dirname, '..');
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
export const out = (line = '') => process.stdout.write(`${line}\n`);

export const freePort = () =>
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

/** The API is under test, not the web app: a stand-in page instead of a build. */
export const standInWebDist = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'paydeck-prove-web-'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><base href="/" /><title>Paydeck</title>');
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
};

export type ProcessOptions = {
  role: 'web' | 'worker';
  databaseUrl: string;
  webDist: string;
  /** Extra environment (the scale proof's SMTP_URL). */
  env?: Record<string, string>;
};

/**
 * One real `src/main.ts` in a role, as production runs it (`PAYDECK_ROLE`): a web process serves
 * the API on its own port and is ready when `/readyz` answers; a worker runs the jobs and pumps
 * and is ready when it logs that it started. It can be killed (SIGKILL), stopped and started again
 * on the same port.
 */
export const paydeckProcess = async (options: ProcessOptions) => {
  const port = options.role === 'web' ? await freePort() : 0;
  const origin = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  const alive = () => child !== null && child.exitCode === null && child.signalCode === null;

  const start = async () => {
    // PROVE_CPU_PROFILE=dir: each process writes its V8 CPU profile there when it stops.
    const profile = process.env.PROVE_CPU_PROFILE
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PROVE_CPU_PROFILE}`]
      : [];
    const started = spawn(process.execPath, [...serverNodeFlags, ...profile, '--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        ...options.env,
        DATABASE_URL: options.databaseUrl,
        PAYDECK_ROLE: options.role,
        PORT: String(port),
        HOST: '127.0.0.1',
        // A worker says it runs only at info; a web process's request lines would drown the output.
        LOG_LEVEL: options.role === 'worker' ? 'info' : 'error',
        PAYDECK_SEED: 'off',
        PAYDECK_WEB_DIST: options.webDist,
        PAYDECK_SECRET_KEY: Buffer.alloc(32, 7).toString('base64'),
        // Clients come from many addresses (X-Forwarded-For): per-address limits are not under test.
        PAYDECK_TRUST_PROXY: 'true',
        // The proofs' webhook receiver listens on the loopback address.
        PAYDECK_WEBHOOK_ALLOW_PRIVATE: 'true',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child = started;
    const exited = new Promise<never>((_, reject) =>
      started.once('exit', (code, signal) =>
        reject(new Error(`${options.role} exited (${signal ?? code}) while starting`)),
      ),
    );
    exited.catch(() => {});
    if (options.role === 'worker') {
      const ready = new Promise<void>((resolve) => {
        let seen = '';
        started.stdout?.on('data', (chunk: Buffer) => {
          if (seen === 'ready') return;
          seen = (seen + chunk.toString('utf8')).slice(-4096);
          if (seen.includes('worker started')) {
            seen = 'ready';
            resolve();
          }
        });
      });
      await Promise.race([
        ready,
        exited,
        pause(60_000).then(() => Promise.reject(new Error('worker not ready in 60 s'))),
      ]);
      return;
    }
    started.stdout?.resume();
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const ready = await Promise.race([
        fetch(`${origin}/readyz`).then(
          (r) => r.ok,
          () => false,
        ),
        exited,
      ]);
      if (ready) return;
      await pause(100);
    }
    throw new Error('web process not ready within 60 s');
  };

  const signal = async (name: 'SIGKILL' | 'SIGTERM') => {
    const running = child;
    if (!running || !alive()) return;
    const gone = new Promise((resolve) => running.once('exit', resolve));
    running.kill(name);
    await gone;
  };

  return {
    role: options.role,
    origin,
    pid: () => child?.pid ?? 0,
    start,
    kill: () => signal('SIGKILL'),
    stop: () => signal('SIGTERM'),
  };
};

export type PaydeckProcess = Awaited<ReturnType<typeof paydeckProcess>>;
