import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { appLinkFor } from '../context.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { AppError } from '../lib/app-error.ts';
import {
  disableAccount,
  enableAccount,
  setAccountActivation,
  setMerchantStatus,
} from '../modules/accounts/account-status.service.ts';
import { issueAdminLoginToken } from '../modules/identity/admin-login.service.ts';

const usage = `Usage: npm run ops -- <command> [arguments]

Commands:
  admin-login-link <merchant user email>   Print a one-time link (valid 10 minutes) that signs an
                                           administrator in as that user; the session is marked admin.
  activate-account <accountId>             Activate an account: it may take live payments.
  deactivate-account <accountId>           Back to inactivated: the account runs in test mode only.
  disable-account <accountId> --freeze-days N
                                           Disable an account now; withdrawals stay frozen N days.
                                           Spec §6 write permissions are forced off while disabled.
  enable-account <accountId>               Make a disabled account normal again (clears the freeze).
  disable-merchant <merchantId>            Close every account of a merchant to its users.
  enable-merchant <merchantId>             Open a disabled merchant's accounts again.
`;

type Options = { 'freeze-days'?: string | undefined };
/** Checks its arguments first (no database needed to refuse them), then runs against the database. */
type Command = (args: string[], options: Options) => (db: Database) => Promise<string>;

const idOf = (command: string, what: string, [id]: string[]) => {
  if (!id) throw new Error(`${command} needs ${what}.\n\n${usage}`);
  return id;
};

const freezeDaysOf = (options: Options) => {
  const raw = options['freeze-days'];
  const days = raw === undefined ? Number.NaN : Number(raw);
  if (!Number.isInteger(days) || days < 0 || days > 3650) {
    throw new Error(`disable-account needs --freeze-days N, a whole number of days from 0 to 3650.\n\n${usage}`);
  }
  return days;
};

const commands: Record<string, Command> = {
  'admin-login-link': ([email]) => {
    if (!email) throw new Error(`admin-login-link needs an email.\n\n${usage}`);
    return async (db) =>
      `${appLinkFor(loadConfig())('admin/login', { token: await issueAdminLoginToken(db, email) })}\n`;
  },
  'activate-account': (args) => {
    const id = idOf('activate-account', 'an account id', args);
    return (db) => db.transaction((tx) => setAccountActivation(tx, id, 'activated'));
  },
  'deactivate-account': (args) => {
    const id = idOf('deactivate-account', 'an account id', args);
    return (db) => db.transaction((tx) => setAccountActivation(tx, id, 'inactivated'));
  },
  'disable-account': (args, options) => {
    const id = idOf('disable-account', 'an account id', args);
    const days = freezeDaysOf(options);
    return (db) => db.transaction((tx) => disableAccount(tx, id, days));
  },
  'enable-account': (args) => {
    const id = idOf('enable-account', 'an account id', args);
    return (db) => db.transaction((tx) => enableAccount(tx, id));
  },
  'disable-merchant': (args) => {
    const id = idOf('disable-merchant', 'a merchant id', args);
    return (db) => db.transaction((tx) => setMerchantStatus(tx, id, 'disabled'));
  },
  'enable-merchant': (args) => {
    const id = idOf('enable-merchant', 'a merchant id', args);
    return (db) => db.transaction((tx) => setMerchantStatus(tx, id, 'normal'));
  },
};

const messageOf = (error: unknown) =>
  error instanceof AppError && error.code === 'user_not_exists'
    ? 'User does not exist'
    : String(error instanceof Error ? error.message : error);

/** `npm run ops -- <command>`: operator commands against the configured database. */
const { positionals, values } = parseArgs({
  allowPositionals: true,
  strict: true,
  options: { 'freeze-days': { type: 'string' } },
});
const [name, ...args] = positionals;
const command = name ? commands[name] : undefined;
if (!command) {
  process.stderr.write(name ? `Unknown command: ${name}\n\n${usage}` : usage);
  process.exit(2);
}
let run: ReturnType<Command>;
try {
  run = command(args, values);
} catch (error) {
  process.stderr.write(`${messageOf(error)}\n`);
  process.exit(1);
}
const config = loadConfig();
const database = await openDatabase(config);
try {
  await migrateDatabase(database);
  process.stdout.write(await run(database.db));
} catch (error) {
  process.stderr.write(`${messageOf(error)}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
