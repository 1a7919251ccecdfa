import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '../files/private-files';
import { Mailer, type OutgoingMail } from './mailer';

/**
 * The offline default: each mail becomes a standard .eml file in DATA_DIR/outbox (open it with
 * any mail program), and its path is logged. Nothing is sent anywhere.
 */
export class OutboxMailer extends Mailer {
  private readonly logger = new Logger(OutboxMailer.name);
  private readonly transport: Transporter;

  constructor(
    private readonly dir: string,
    private readonly from: string,
  ) {
    super();
    this.transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(mail: OutgoingMail): Promise<void> {
    const info = (await this.transport.sendMail({ from: this.from, ...mail })) as {
      message: Buffer;
    };
    // Mails hold reset codes and personal messages: only this user may read them.
    ensurePrivateDir(this.dir);
    const safeTo = mail.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
    const file = join(this.dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`);
    writeFileSync(file, info.message, { mode: PRIVATE_FILE_MODE });
    this.logger.log(`Mail "${mail.subject}" to ${mail.to} written to ${file} (no SMTP_URL set)`);
  }
}
