import { open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * PGlite is single-process: two processes opening one data directory corrupt it. A lock file
 * holding the owner's pid refuses a second opener (`npm run seed` while the server runs) and is
 * taken over when its owner has died. Returns the release function.
 */
export const lockDataDir = async (dataDir: string): Promise<() => Promise<void>> => {
  const lockPath = path.join(dataDir, 'paydeck.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(lockPath, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number((await readFile(lockPath, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The embedded database in ${dataDir} is in use by another Paydeck process (pid ${owner}). ` +
            'Stop it first, or use PostgreSQL (DATABASE_URL) to run several processes.',
        );
      }
      await rm(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockPath}`);
};
