import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// With no SMS or WhatsApp provider configured, the app under test writes each message to a phone
// as DATA_DIR/messages/<id>.json (the dev outbox).
const dir = join(process.env.E2E_DATA_DIR ?? join(__dirname, '../.artifacts/data'), 'messages');

export type PhoneMessage = {
  id: string;
  channel: 'sms' | 'whatsapp';
  to: string;
  language: string;
  template: string;
  params: Record<string, string>;
  text: string;
};

/** The messages written so far to a 10-digit mobile, on any channel. */
export function messagesTo(mobile: string): PhoneMessage[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as PhoneMessage)
    .filter((m) => m.to === `91${mobile}`);
}
