import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '../../shared/files/private-files';
import type { OutgoingMessage } from '../domain/message';
import { smsSegments } from '../domain/segments';
import { MessageGateway, type SendResult } from '../application/ports/message-gateway';

/**
 * The offline default (ADR 0013): each message becomes `DATA_DIR/messages/<id>.json` (channel,
 * recipient, language, text) instead of going to a phone, so the whole flow works and can be
 * seen without a provider. Admins see the same messages in the ops view. A message sent again
 * after a crash overwrites its own file: one file per message, never two.
 */
export class DevOutboxGateway extends MessageGateway {
  readonly provider = 'dev-outbox';
  private readonly log = new Logger(DevOutboxGateway.name);

  constructor(private readonly dir: string) {
    super();
  }

  async send(message: OutgoingMessage): Promise<SendResult> {
    try {
      // Messages hold one-time codes: only this user may read them.
      ensurePrivateDir(this.dir);
      const file = join(this.dir, `${message.id}.json`);
      const body = {
        id: message.id,
        channel: message.channel,
        to: message.to,
        language: message.language,
        template: message.template,
        params: message.params,
        text: message.text,
        segments: message.channel === 'sms' ? smsSegments(message.text).segments : undefined,
        writtenAt: new Date().toISOString(),
      };
      // Written whole or not at all: a process killed mid-write leaves no half a message.
      const partial = `${file}.${process.pid}.part`;
      await writeFile(partial, `${JSON.stringify(body, null, 2)}\n`, { mode: PRIVATE_FILE_MODE });
      await rename(partial, file);
      this.log.log(`${message.channel} ${message.template} to ${message.to} written to ${file}`);
      return { outcome: 'sent', providerId: `dev-${message.id}` };
    } catch (e) {
      return {
        outcome: 'retry',
        error: `dev-outbox:${(e as NodeJS.ErrnoException).code ?? 'write'}`,
      };
    }
  }
}
