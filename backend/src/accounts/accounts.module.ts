import { Global, Module } from '@nestjs/common';
import { AuthModule } from '../shared/auth/auth.module';
import { CacheModule } from '../shared/cache/cache.module';
import { MailModule } from '../shared/mail/mail.module';
import { EventsModule } from '../shared/events/events.module';
import { ContentModule } from '../content/index';
import { ServerSecret } from '../shared/auth/server-secret';
import { SessionValidator } from '../shared/auth/session-tokens';
import { Clock, SystemClock } from '../shared/time/clock';
import { AccountsService } from './application/accounts.service';
import { MemberCardChanges } from './application/member-card-changes';
import { MemberDirectory } from './application/member-directory';
import { MessagePreferences } from './application/message-preferences';
import { PasswordResetService } from './application/password-reset.service';
import { CommonPasswords } from './application/ports/common-passwords';
import { OneTimeCodes } from './application/ports/one-time-codes';
import { PasswordHasher } from './application/ports/password-hasher';
import { PasswordResetCodeRepository } from './application/ports/password-reset-code.repository';
import { StateDirectory } from './application/ports/state-directory';
import { UnitOfWork } from '../shared/database/unit-of-work';
import { UserRepository } from './application/ports/user.repository';
import { AuthController } from './http/auth.controller';
import { SessionsController } from './http/sessions.controller';
import { UsersController } from './http/users.controller';
import { Argon2PasswordHasher } from './infrastructure/argon2-password-hasher';
import { ContentStateDirectory } from './infrastructure/content-state-directory';
import { HmacOneTimeCodes } from './infrastructure/hmac-one-time-codes';
import { MikroOrmPasswordResetCodeRepository } from './infrastructure/mikro-orm-password-reset-code.repository';
import { MikroOrmUnitOfWork } from '../shared/database/mikro-orm-unit-of-work';
import { MikroOrmUserRepository } from './infrastructure/mikro-orm-user.repository';
import { RankedCommonPasswords } from './infrastructure/ranked-common-passwords';
import { UserSessionValidator } from './infrastructure/user-session-validator';
import { AppConfig } from '../shared/config/app-config';
import { LoginAttempts } from './application/ports/login-attempts';
import { UserSessionRepository } from './application/ports/user-session.repository';
import { MemoryLoginAttempts, RedisLoginAttempts } from './infrastructure/login-attempts.adapters';
import { SqlUserSessionRepository } from './infrastructure/sql-user-session.repository';

@Module({
  imports: [ContentModule, AuthModule, MailModule, EventsModule],
  controllers: [AuthController, SessionsController, UsersController],
  providers: [
    AccountsService,
    PasswordResetService,
    MemberDirectory,
    MessagePreferences,
    MemberCardChanges,
    { provide: UserRepository, useClass: MikroOrmUserRepository },
    { provide: PasswordResetCodeRepository, useClass: MikroOrmPasswordResetCodeRepository },
    { provide: UserSessionRepository, useClass: SqlUserSessionRepository },
    {
      // Shared by every replica when REDIS_URL is set (else per process).
      provide: LoginAttempts,
      inject: [AppConfig],
      useFactory: (config: AppConfig): LoginAttempts =>
        config.redisUrl ? new RedisLoginAttempts(config.redisUrl) : new MemoryLoginAttempts(),
    },
    { provide: PasswordHasher, useClass: Argon2PasswordHasher },
    { provide: CommonPasswords, useClass: RankedCommonPasswords },
    { provide: StateDirectory, useClass: ContentStateDirectory },
    { provide: UnitOfWork, useClass: MikroOrmUnitOfWork },
    { provide: Clock, useClass: SystemClock },
    {
      provide: OneTimeCodes,
      inject: [ServerSecret],
      useFactory: (secret: ServerSecret) =>
        new HmacOneTimeCodes(secret.derive('password-reset-code')),
    },
  ],
  exports: [AccountsService, MemberDirectory, MessagePreferences],
})
export class AccountsModule {}

/** The global AuthGuard needs a SessionValidator; accounts owns the users, so it provides one. */
@Global()
@Module({
  imports: [CacheModule],
  providers: [{ provide: SessionValidator, useClass: UserSessionValidator }],
  exports: [SessionValidator],
})
export class SessionValidatorModule {}
