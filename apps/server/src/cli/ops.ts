import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { appLinkFor } from '../context.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { AppError } from '../lib/app-error.ts';
import { issueAdminLoginToken } from '../modules/identity/admin-login.service.ts';

const usage = `Usage: npm run ops -- <command> [arguments]

Commands:
  admin-login-link <merchant user email>   Print a one-time link (valid 10 minutes) that signs an
                                           administrator in as that user; the session is marked admin.
`;

type Command = (args: string[], db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<string>;

const commands: Record<string, Command> = {
  'admin-login-link': async ([email], db) => {
    if (!email) throw new Error(`admin-login-link needs an email.\n\n${usage}`);
    const token = await issueAdminLoginToken(db, email);
    return `${appLinkFor(loadConfig())('admin/login', { token })}\n`;
  },
};

/** `npm run ops -- <command>`: operator commands against the configured database. */
const { positionals } = parseArgs({ allowPositionals: true, strict: true });
const [name, ...args] = positionals;
const command = name ? commands[name] : undefined;
if (!command) {
  process.stderr.write(name ? `Unknown command: ${name}\n\n${usage}` : usage);
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config);
try {
  await migrateDatabase(database);
  process.stdout.write(await command(args, database.db));
} catch (error) {
  const message =
    error instanceof AppError && error.code === 'user_not_exists'
      ? 'User does not exist'
      : String(error instanceof Error ? error.message : error);
  process.stderr.write(`${message}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
