import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp, type CreateAppOptions } from '../../src/create-app';
import { loadConfig } from '../../src/shared/config/app-config';
import { DatabaseUrl } from '../../src/shared/database/database-url';
import { migrateDatabase } from '../../src/shared/database/migrate-database';
import { startTestDatabase, type DatabaseTargetName } from './database-targets';

export interface TestApp {
  app: NestExpressApplication;
  /** The raw HTTP server for supertest. */
  http: ReturnType<NestExpressApplication['getHttpServer']>;
  /** This app's own DATA_DIR (JWT secret, mail outbox), removed on close. */
  dataDir: string;
  close(): Promise<void>;
}

/** The real app (all modules, filters, pipes) on a fresh migrated database, not listening. */
export async function startTestApp(
  target: DatabaseTargetName,
  env: Record<string, string> = {},
  options: CreateAppOptions = {},
): Promise<TestApp> {
  const db = await startTestDatabase(target);
  const dataDir = mkdtempSync(join(tmpdir(), 'agrosense-api-'));
  try {
    await migrateDatabase(db.url);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      AUTH_RATE_LIMIT: '10000',
      // Tests write far faster than people; the rate-limit tests set 1.
      RATE_LIMIT_SCALE: '1000',
      // No wall-clock schedule unless a test asks for one: a tick at 00/06/12/18 UTC would start
      // a sync in whichever test happened to be running.
      PRICE_SYNC_CRON: 'off',
      ...env,
    });
    const app = await createApp(config, new DatabaseUrl(db.url, db.poolSize), options);
    return {
      app,
      http: app.getHttpServer(),
      dataDir,
      close: async () => {
        await app.close();
        await db.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (e) {
    await db.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw e;
  }
}
