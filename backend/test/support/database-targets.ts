import { MikroORM } from '@mikro-orm/postgresql';
import {
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from '../../src/shared/database/embedded-postgres';

export type DatabaseTargetName = 'pglite' | 'postgres';

/** PGlite always; the real PostgreSQL in TEST_DATABASE_URL too when it is set. */
export const databaseTargets: DatabaseTargetName[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export interface TestDatabase {
  url: string;
  poolSize: number;
  stop(): Promise<void>;
}

/**
 * A fresh, empty database: an in-memory PGlite, or the PostgreSQL in TEST_DATABASE_URL with its
 * public schema dropped and recreated (suites run one at a time, see `--runInBand`).
 */
export async function startTestDatabase(target: DatabaseTargetName): Promise<TestDatabase> {
  if (target === 'pglite') {
    const embedded: EmbeddedPostgres = await startEmbeddedPostgres({ maxConnections: 6 });
    return { url: embedded.url, poolSize: 4, stop: () => embedded.stop() };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const orm = await MikroORM.init({
    clientUrl: url,
    entities: [],
    discovery: { warnWhenNoEntities: false },
  });
  await orm.em
    .getConnection()
    .execute('drop schema if exists public cascade; create schema public;');
  await orm.close(true);
  return { url, poolSize: 5, stop: async () => undefined };
}
