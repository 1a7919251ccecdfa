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
  close(): Promise<void>;
}

/** The real app (all modules, filters, pipes) on a fresh migrated database, not listening. */
export async function startTestApp(
  target: DatabaseTargetName,
  env: Record<string, string> = {},
  options: CreateAppOptions = {},
): Promise<TestApp> {
  const db = await startTestDatabase(target);
  try {
    await migrateDatabase(db.url);
    const config = loadConfig({ NODE_ENV: 'test', ...env });
    const app = await createApp(config, new DatabaseUrl(db.url, db.poolSize), options);
    return {
      app,
      http: app.getHttpServer(),
      close: async () => {
        await app.close();
        await db.stop();
      },
    };
  } catch (e) {
    await db.stop();
    throw e;
  }
}
