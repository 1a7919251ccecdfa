import { Module } from '@nestjs/common';
import { join } from 'node:path';
import { AppConfig } from '../config/app-config';
import { Mailer } from './mailer';
import { OutboxMailer } from './outbox.mailer';
import { SmtpMailer } from './smtp.mailer';

@Module({
  providers: [
    {
      provide: Mailer,
      inject: [AppConfig],
      useFactory: (config: AppConfig): Mailer =>
        config.smtpUrl
          ? new SmtpMailer(config.smtpUrl, config.mailFrom)
          : new OutboxMailer(join(config.dataDir, 'outbox'), config.mailFrom),
    },
  ],
  exports: [Mailer],
})
export class MailModule {}
