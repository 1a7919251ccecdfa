import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, PostgreSqlDriver, type EntitySchema } from '@mikro-orm/postgresql';
import { MIGRATIONS } from './migrations';

export interface OrmConnectionOptions {
  clientUrl: string;
  poolSize: number;
  debug?: boolean;
  /**
   * The mapped tables (the app's list is composed in src/entities.ts). Migrations and raw SQL
   * need none.
   */
  entities?: EntitySchema[];
}

/** The one MikroORM configuration, used by the app, the migrate command and the tests. */
export function buildOrmOptions({
  clientUrl,
  poolSize,
  debug = false,
  entities = [],
}: OrmConnectionOptions) {
  return defineConfig({
    driver: PostgreSqlDriver,
    clientUrl,
    entities,
    discovery: { warnWhenNoEntities: false },
    extensions: [Migrator],
    pool: { min: 0, max: poolSize },
    debug,
    // Schema changes come only from committed migrations (docs/architecture.md, "Database").
    ensureDatabase: false,
    allowGlobalContext: false,
    migrations: {
      migrationsList: MIGRATIONS,
      tableName: 'mikro_orm_migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
  });
}
