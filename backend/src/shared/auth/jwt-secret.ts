import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, type AppConfig } from '../config/app-config';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '../files/private-files';

/**
 * JWT_SECRET when set. Otherwise (never in production) a random secret generated once and kept in
 * DATA_DIR, so sessions survive a restart of a local install.
 */
export function resolveJwtSecret(config: AppConfig): string {
  if (config.jwtSecret) return config.jwtSecret;
  if (config.isProduction) {
    throw new ConfigError(['JWT_SECRET must be set in production (at least 32 random characters)']);
  }
  const file = join(config.dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  ensurePrivateDir(config.dataDir);
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: PRIVATE_FILE_MODE });
  return secret;
}
