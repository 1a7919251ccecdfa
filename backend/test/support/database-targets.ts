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

/**
 * The API suites (HTTP through the whole app) run on one database: the real PostgreSQL when
 * TEST_DATABASE_URL is set, else PGlite. What differs between the two databases is the SQL, and
 * the persistence suite runs every repository and migration on both; the security suite and the
 * browser tests run the app on PGlite. Running every HTTP test twice cost CI a third of its time
 * (docs/reliability.md, "Test suites"). TEST_ALL_TARGETS=1 runs them on both again.
 */
export const apiDatabaseTargets: DatabaseTargetName[] =
  process.env.TEST_ALL_TARGETS === '1' ? databaseTargets : databaseTargets.slice(-1);

export interface TestDatabase {
  url: string;
  poolSize: number;
  stop(): Promise<void>;
}

/**
 * This Jest worker's own PostgreSQL database: `<TEST_DATABASE_URL's database>_w<worker>`, made
 * on first use. Test files run in two workers at once, and each resets its database's schema.
 */
export async function testDatabaseUrl(): Promise<string> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const url = new URL(base);
  const name = `${url.pathname.slice(1)}_w${process.env.JEST_WORKER_ID ?? '1'}`;
  if (!/^\w+$/.test(name)) throw new Error(`unexpected test database name ${name}`);
  if (!createdDatabases.has(name)) {
    const orm = await MikroORM.init({
      clientUrl: base,
      entities: [],
      discovery: { warnWhenNoEntities: false },
    });
    try {
      const found = await orm.em
        .getConnection()
        .execute('select 1 from pg_database where datname = ?', [name]);
      if (found.length === 0) await orm.em.getConnection().execute(`create database ${name}`);
    } finally {
      await orm.close(true);
    }
    createdDatabases.add(name);
  }
  url.pathname = `/${name}`;
  return url.toString();
}
const createdDatabases = new Set<string>();

/**
 * A fresh, empty database: an in-memory PGlite, or this worker's PostgreSQL database (see
 * testDatabaseUrl) with its public schema dropped and recreated.
 */
export async function startTestDatabase(target: DatabaseTargetName): Promise<TestDatabase> {
  if (target === 'pglite') {
    const embedded: EmbeddedPostgres = await startEmbeddedPostgres({ maxConnections: 6 });
    return { url: embedded.url, poolSize: 4, stop: () => embedded.stop() };
  }
  const url = await testDatabaseUrl();
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
