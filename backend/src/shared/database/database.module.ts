import { Global, Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { AppConfig } from '../config/app-config';
import { DatabaseUrl } from './database-url';
import { buildOrmOptions } from './mikro-orm.options';

/**
 * MikroORM over PostgreSQL. The URL comes from the bootstrap (DATABASE_URL or the embedded PGlite
 * that main.ts started), so this module never decides which database to use.
 */
@Global()
@Module({
  imports: [
    MikroOrmModule.forRootAsync({
      driver: PostgreSqlDriver,
      inject: [DatabaseUrl, AppConfig],
      useFactory: (url: DatabaseUrl, config: AppConfig) => ({
        ...buildOrmOptions({ clientUrl: url.value, poolSize: url.poolSize }),
        registerRequestContext: true,
        debug: config.logLevel === 'debug' || config.logLevel === 'trace',
      }),
    }),
  ],
})
export class DatabaseModule {}
