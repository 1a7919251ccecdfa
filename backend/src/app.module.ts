import { DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { CacheModule } from './shared/cache/cache.module';
import { AccountsModule, SessionValidatorModule } from './accounts/accounts.module';
import { AdvisoryModule } from './advisory/advisory.module';
import { ContentModule } from './content/content.module';
import { CropsModule } from './crops/crops.module';
import { MarketPricesModule } from './market-prices/market-prices.module';
import { MessagingModule } from './messaging/messaging.module';
import { NotificationsModule } from './notifications/notifications.module';
import { OrdersModule } from './orders/orders.module';
import { WeatherModule } from './weather/weather.module';
import { ImagesModule } from './shared/images/images.module';
import { AuthModule } from './shared/auth/auth.module';
import { RateLimitModule } from './shared/http/rate-limit.module';
import { MailModule } from './shared/mail/mail.module';
import { OpsModule } from './ops/ops.module';
import { AppConfig } from './shared/config/app-config';
import { ConfigModule } from './shared/config/config.module';
import { DatabaseUrl } from './shared/database/database-url';
import { DatabaseModule } from './shared/database/database.module';
import { ENTITIES } from './entities';

const QUIET_PATHS = new Set(['/api/health', '/metrics']);

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, databaseUrl: DatabaseUrl): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config, databaseUrl),
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.logLevel,
            redact: {
              paths: [
                'req.headers.authorization',
                'req.headers.cookie',
                'res.headers["set-cookie"]',
              ],
              censor: '[redacted]',
            },
            autoLogging: { ignore: (req) => QUIET_PATHS.has(req.url ?? '') },
          },
        }),
        DatabaseModule.forRoot(ENTITIES),
        CacheModule,
        AuthModule,
        SessionValidatorModule,
        RateLimitModule,
        MailModule,
        ImagesModule,
        OpsModule,
        ContentModule,
        AccountsModule,
        CropsModule,
        NotificationsModule,
        OrdersModule,
        WeatherModule,
        MarketPricesModule,
        MessagingModule,
        AdvisoryModule,
      ],
    };
  }
}
