import { Global, Module, type DynamicModule } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver, type EntitySchema } from '@mikro-orm/postgresql';
import { AppConfig } from '../config/app-config';
import { DatabaseUrl } from './database-url';
import { buildOrmOptions } from './mikro-orm.options';

/**
 * MikroORM over PostgreSQL. The URL comes from the bootstrap (DATABASE_URL or the embedded PGlite
 * that main.ts started), so this module never decides which database to use.
 */
@Global()
@Module({})
export class DatabaseModule {
  /** `entities`: every mapped table, composed by the caller (src/entities.ts). */
  static forRoot(entities: EntitySchema[]): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        MikroOrmModule.forRootAsync({
          driver: PostgreSqlDriver,
          inject: [DatabaseUrl, AppConfig],
          useFactory: (url: DatabaseUrl, config: AppConfig) => ({
            ...buildOrmOptions({ clientUrl: url.value, poolSize: url.poolSize, entities }),
            registerRequestContext: true,
            debug: config.logLevel === 'debug' || config.logLevel === 'trace',
          }),
        }),
      ],
    };
  }
}
