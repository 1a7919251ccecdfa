import { Logger } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { Mailer, type OutgoingMail } from './mailer';

export class SmtpMailer extends Mailer {
  private readonly logger = new Logger(SmtpMailer.name);
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    super();
    const options: SMTPTransport.Options & { url: string } = {
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    };
    this.transport = createTransport(options);
  }

  async send(mail: OutgoingMail): Promise<void> {
    const info = (await this.transport.sendMail({ from: this.from, ...mail })) as {
      messageId?: string;
    };
    this.logger.log(`Mail "${mail.subject}" sent (${info.messageId ?? 'no id'})`);
  }
}
