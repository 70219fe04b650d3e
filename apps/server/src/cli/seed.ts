import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { appLinkFor } from '../context.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { demoOwner, seedDemo } from '../seed/demo.ts';

/** `npm run seed [-- --reset]`: seeds the demo merchant (idempotent); --reset rebuilds it. */
const { values } = parseArgs({ options: { reset: { type: 'boolean', default: false } } });
const config = loadConfig();
const database = await openDatabase(config);
try {
  await migrateDatabase(database);
  const outcome = await seedDemo(database.db, { reset: values.reset, appLink: appLinkFor(config) });
  process.stdout.write(
    outcome === 'seeded'
      ? `Demo merchant ${values.reset ? 'rebuilt' : 'seeded'}. Sign in as ${demoOwner.email} / ${demoOwner.password}\n`
      : `Demo merchant already present; nothing changed. Use --reset to rebuild it.\n`,
  );
} finally {
  await database.close();
}
