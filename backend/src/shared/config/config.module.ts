import { DynamicModule, Global, Module } from '@nestjs/common';
import { DatabaseUrl } from '../database/database-url';
import { AppConfig } from './app-config';

/** Makes the validated configuration injectable everywhere. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig, databaseUrl: DatabaseUrl): DynamicModule {
    return {
      module: ConfigModule,
      providers: [
        { provide: AppConfig, useValue: config },
        { provide: DatabaseUrl, useValue: databaseUrl },
      ],
      exports: [AppConfig, DatabaseUrl],
    };
  }
}
