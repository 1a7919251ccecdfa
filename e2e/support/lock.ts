import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// The worker processes of one run share its data folder (scripts/e2e.cjs makes a fresh one).
const locks = join(process.env.E2E_DATA_DIR ?? join(__dirname, '../.artifacts/data'), 'e2e-locks');

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Runs `work` while no other worker of this run holds the lock `name`: for the few steps that
 * read state every test shares (e.g. "the newest review of the Tractor"), so two workers cannot
 * interleave there. A lock left by a worker that has ended (a test torn down midway) is taken over.
 */
export async function exclusively<T>(name: string, work: () => Promise<T>): Promise<T> {
  const dir = join(locks, name);
  mkdirSync(locks, { recursive: true });
  for (;;) {
    try {
      mkdirSync(dir);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let owner = 0;
    try {
      owner = Number(readFileSync(join(dir, 'pid'), 'utf8'));
    } catch {
      // Just made by its owner, who has not written its pid yet.
    }
    if (owner > 0 && !isRunning(owner)) rmSync(dir, { recursive: true, force: true });
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }
  writeFileSync(join(dir, 'pid'), String(process.pid));
  try {
    return await work();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
