import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../config/app-config';

/** Owner only: folders rwx------, files rw-------. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Every file and folder this process creates from now on is its owner's only (umask 077). Each
 * entry point that writes to DATA_DIR (main, migrate, create-admin) calls this first.
 */
export function restrictNewFiles(): void {
  process.umask(0o077);
}

/**
 * Creates `dir` (and missing parents) as 0700, and sets an existing one to 0700. A folder owned
 * by another user (a volume mounted with a group the app belongs to) keeps the mode its owner
 * chose: only the owner may change it.
 */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  try {
    chmodSync(dir, PRIVATE_DIR_MODE);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') throw e;
  }
}

/**
 * Takes group and other permissions off `dir` and everything under it (symbolic links left
 * alone). PGlite unpacks its initial database files as 0666 whatever the umask; files Postgres
 * makes later are 0600 already.
 */
export function tightenTree(dir: string): void {
  const { mode } = lstatSync(dir);
  if (mode & 0o077) chmodSync(dir, mode & 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) tightenTree(path);
    else if (!entry.isSymbolicLink()) {
      const file = lstatSync(path);
      if (file.mode & 0o077) chmodSync(path, file.mode & 0o700);
    }
  }
}

/** Whether this configuration keeps anything in DATA_DIR. */
export function usesDataDir(config: AppConfig): boolean {
  return (
    config.usesEmbeddedDatabase ||
    config.imageStorage.kind === 'local' ||
    !config.smtpUrl ||
    !config.jwtSecret
  );
}

/** Entry points: DATA_DIR is made (or set to) 0700 before anything is written into it. */
export function prepareDataDir(config: AppConfig): void {
  if (usesDataDir(config)) ensurePrivateDir(config.dataDir);
}
