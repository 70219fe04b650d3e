/**
 * The real app in a process of its own on a test's PostgreSQL database, as a second web process
 * would run beside the test's: started by `startAppProcess`, it reports its origin over IPC and
 * stops when asked.
 */
import { fork } from 'node:child_process';
import { buildApp } from '../src/app.ts';
import { openPostgres } from '../src/db/client.ts';
import { testConfig } from './app.ts';
import { testMailer, testSecretBox } from './context.ts';

const child = import.meta.filename === process.argv[1];

export const startAppProcess = async (databaseUrl: string) => {
  const process_ = fork(import.meta.filename, [], {
    env: { ...process.env, TEST_APP_DATABASE_URL: databaseUrl },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    process_.once('exit', (code) => reject(new Error(`app process exited (${code}) before listening`)));
    process_.once('message', (message: { origin?: string }) => message.origin && resolve(message.origin));
  });
  return {
    origin,
    stop: () =>
      new Promise<void>((resolve) => {
        process_.once('exit', () => resolve());
        process_.send('stop');
      }),
  };
};

if (child) {
  const database = openPostgres(process.env.TEST_APP_DATABASE_URL ?? '');
  const app = await buildApp({
    config: testConfig,
    database,
    serveWeb: false,
    mailer: testMailer(database.db),
    secretBox: testSecretBox(),
  });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({ origin });
  process.on('message', async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}
