import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

export interface OrmConnectionOptions {
  clientUrl: string;
  poolSize: number;
  debug?: boolean;
}

/** The one MikroORM configuration, used by the app, the migrate command and the tests. */
export function buildOrmOptions({ clientUrl, poolSize, debug = false }: OrmConnectionOptions) {
  return defineConfig({
    driver: PostgreSqlDriver,
    clientUrl,
    entities: ENTITIES,
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
