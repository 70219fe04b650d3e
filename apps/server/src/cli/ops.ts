import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { runOps } from './ops-commands.ts';

/** `npm run ops -- <command>` against the configured database (migrated first, like a start). */
const outcome = await runOps(process.argv.slice(2), async () => {
  const database = await openDatabase(loadConfig());
  await migrateDatabase(database);
  return database;
});
process.stdout.write(outcome.stdout);
process.stderr.write(outcome.stderr);
process.exitCode = outcome.code;
