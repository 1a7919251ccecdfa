import { MikroORM } from '@mikro-orm/postgresql';
import { buildOrmOptions } from './mikro-orm.options';

/** Any fixed number; every AgroSense replica uses the same one so only one migrates at a time. */
const MIGRATION_LOCK_KEY = 7_311_002;

export interface MigrationReport {
  applied: string[];
}

/**
 * Applies every pending committed migration in one transaction (all or nothing). A Postgres
 * advisory lock makes replicas that start together wait for each other instead of racing.
 */
export async function migrateDatabase(clientUrl: string): Promise<MigrationReport> {
  // Pool of one: the lock and the migrations share one session, which releases the lock if we die.
  const orm = await MikroORM.init(buildOrmOptions({ clientUrl, poolSize: 1 }));
  const connection = orm.em.getConnection();
  try {
    await connection.execute('select pg_advisory_lock(?)', [MIGRATION_LOCK_KEY]);
    try {
      const applied = await orm.migrator.up();
      return { applied: applied.map((m) => m.name) };
    } finally {
      await connection.execute('select pg_advisory_unlock(?)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await orm.close(true);
  }
}
