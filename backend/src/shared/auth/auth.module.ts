import { createSecretKey } from 'node:crypto';
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { AppConfig } from '../config/app-config';
import { AuthGuard } from './auth.guard';
import { resolveJwtSecret } from './jwt-secret';
import { JwtSessionTokens } from './jwt-session-tokens';
import { ServerSecret } from './server-secret';
import { SessionTokens } from './session-tokens';

/**
 * Sessions for every context: the signing secret, the token service and the global guard.
 * The SessionValidator it needs is provided by the accounts context.
 */
@Module({
  imports: [
    JwtModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        // A key object made once: given a string, the library would rebuild it on every request.
        secret: createSecretKey(Buffer.from(resolveJwtSecret(config))) as unknown as string,
        signOptions: { algorithm: 'HS256', issuer: 'agrosense' },
        verifyOptions: { algorithms: ['HS256'], issuer: 'agrosense' },
      }),
    }),
  ],
  providers: [
    {
      provide: ServerSecret,
      inject: [AppConfig],
      useFactory: (c: AppConfig) => new ServerSecret(resolveJwtSecret(c)),
    },
    { provide: SessionTokens, useClass: JwtSessionTokens },
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [ServerSecret, SessionTokens],
})
export class AuthModule {}
