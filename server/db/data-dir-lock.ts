import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is a single-process database: two servers on one data directory would corrupt it.
 * A pid file is enough here (one machine, and a stale file from a crash is detected by pid),
 * so no lock library is needed.
 */
export function acquireDataDirLock(dir: string): () => void {
  const lockFile = path.join(dir, 'mlo-prep.pid');
  for (let tries = 0; tries < 2; tries++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockFile, 'utf8'));
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(
          `The data directory ${dir} is in use by another MLO Prep server (pid ${owner}). ` +
            'PGlite serves one process: stop the other server, use another DATA_DIR, or set DATABASE_URL.',
        );
      }
      fs.rmSync(lockFile, { force: true }); // stale lock from a process that died
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dir}`);
}
