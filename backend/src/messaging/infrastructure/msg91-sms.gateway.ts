import type { MessagingSettings } from '../../shared/config/app-config';
import type { OutgoingMessage } from '../domain/message';
import { isGsm7 } from '../domain/segments';
import { MessageGateway, type SendResult } from '../application/ports/message-gateway';

/** The `sms` part of AppConfig.messaging when MSG91 is configured. */
export type Msg91Settings = NonNullable<MessagingSettings['sms']>;

export interface Msg91Options {
  /** How long one send may take before it is given up and retried later (default 10 s). */
  timeoutMs?: number;
}

/**
 * The longest value MSG91 puts into one `{#var#}` of a DLT template (its rule, not TRAI's): a
 * longer value makes the text differ from the registered template and the SMS is not delivered.
 */
export const MSG91_MAX_VARIABLE_LENGTH = 40;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * `value` cut to at most `max` characters (code points, so a surrogate pair is never split),
 * ending with an ellipsis when cut. The cut falls between grapheme clusters, so a Devanagari or
 * Gujarati letter never loses its vowel sign or virama, nor an emoji its modifier. The ellipsis
 * is `…` in a text that is UCS-2 anyway and `...` in a GSM-7 one (`…` is not in GSM-7: it would
 * turn the whole SMS into UCS-2, 70 characters an SMS instead of 160).
 */
export function truncateVariable(value: string, max = MSG91_MAX_VARIABLE_LENGTH): string {
  if ([...value].length <= max) return value;
  const ellipsis = isGsm7(value) ? '...' : '…';
  const room = max - [...ellipsis].length;
  let kept = '';
  let length = 0;
  for (const { segment } of graphemes.segment(value)) {
    const size = [...segment].length;
    if (length + size > room) break;
    kept += segment;
    length += size;
  }
  return `${kept.trimEnd()}${ellipsis}`;
}

/** Seconds from a Retry-After header (seconds or an HTTP date), when it says something usable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** Our short reason for MSG91's `{"type":"error","message": ...}` that will not pass by waiting. */
function classifyRefusal(status: number, said: string): string {
  const text = said.toLowerCase();
  if (status === 401 || status === 403 || /auth\s*key|authkey|authenticat|unauthori/.test(text)) {
    return 'msg91:auth';
  }
  if (/mobile|number|recipient|msisdn/.test(text)) return 'msg91:invalid_number';
  if (/template|dlt|flow|sender|header|entity/.test(text)) return 'msg91:dlt_template';
  return 'msg91:rejected';
}

/**
 * SMS through MSG91's Flow API (`POST /api/v5/flow`), with the DLT template registered for the
 * message's template and language (MSG91_TEMPLATES). One recipient per request, so MSG91's request
 * id (its answer's `message`) names this SMS in the delivery reports.
 *
 * - 2xx `{"type":"success","message":"<request id>"}`: sent.
 * - 429, 5xx, a network error or no answer within the timeout: retry (Retry-After honoured). An
 *   SMS whose answer was lost may then go twice; MSG91 takes no idempotency key.
 * - `{"type":"error"}` otherwise: failed, as `msg91:auth`, `msg91:invalid_number`,
 *   `msg91:dlt_template` or `msg91:rejected`; a 2xx that is not a success: `msg91:unexpected_answer`
 *   (not retried: the SMS may have gone).
 *
 * Each variable is cut to 40 characters (MSG91's DLT rule, see {@link truncateVariable}): links
 * and the OTP must fit in 40 characters whole.
 */
export class Msg91SmsGateway extends MessageGateway {
  readonly provider = 'msg91';
  private readonly timeoutMs: number;

  constructor(
    private readonly settings: Msg91Settings,
    options: Msg91Options = {},
  ) {
    super();
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  async send(message: OutgoingMessage): Promise<SendResult> {
    const templateId = this.settings.templates[message.template]?.[message.language];
    if (!templateId) return { outcome: 'failed', error: 'msg91:template_not_configured' };
    const variables: Record<string, string> = {};
    for (const [name, value] of Object.entries(message.params)) {
      variables[name] = truncateVariable(value);
    }
    const unicode =
      !isGsm7(message.text) || Object.values(variables).some((value) => !isGsm7(value));
    const body = {
      template_id: templateId,
      sender: this.settings.senderId,
      short_url: '0',
      ...(unicode ? { unicode: 1 } : {}),
      recipients: [{ ...variables, mobiles: message.to }],
    };
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.settings.baseUrl}/api/v5/flow`, {
        method: 'POST',
        headers: {
          authkey: this.settings.authKey,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      text = await response.text();
    } catch (e) {
      // AbortSignal.timeout rejects with a DOMException named TimeoutError.
      const timedOut = (e as { name?: unknown } | null)?.name === 'TimeoutError';
      return { outcome: 'retry', error: timedOut ? 'msg91:timeout' : 'msg91:network' };
    }
    if (response.status === 429 || response.status >= 500) {
      const afterSeconds = retryAfterSeconds(response.headers.get('retry-after'));
      return {
        outcome: 'retry',
        error: response.status === 429 ? 'msg91:rate_limited' : `msg91:http_${response.status}`,
        ...(afterSeconds !== undefined ? { afterSeconds } : {}),
      };
    }
    let answer: { type?: unknown; message?: unknown } = {};
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object') answer = parsed;
    } catch {
      // Not JSON: judged by the status below.
    }
    if (response.ok && answer.type === 'success' && typeof answer.message === 'string') {
      return answer.message
        ? { outcome: 'sent', providerId: answer.message }
        : { outcome: 'failed', error: 'msg91:unexpected_answer' };
    }
    if (response.ok && answer.type !== 'error') {
      return { outcome: 'failed', error: 'msg91:unexpected_answer' };
    }
    const said = typeof answer.message === 'string' ? answer.message : text.slice(0, 200);
    return { outcome: 'failed', error: classifyRefusal(response.status, said) };
  }
}

/** The SMS gateway for the configured MSG91 account. */
export function msg91SmsGateway(settings: Msg91Settings, options?: Msg91Options): Msg91SmsGateway {
  return new Msg91SmsGateway(settings, options);
}
