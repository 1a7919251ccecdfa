import type { MessagingSettings } from '../../shared/config/app-config';
import type { OutgoingMessage } from '../domain/message';
import { MessageGateway, type SendResult } from '../application/ports/message-gateway';
import { retryAfterSeconds } from './msg91-sms.gateway';

/** The `whatsapp` part of AppConfig.messaging when the Cloud API is configured. */
export type WhatsAppSettings = NonNullable<MessagingSettings['whatsapp']>;

export interface WhatsAppOptions {
  /** How long one send may take before it is given up and retried later (default 10 s). */
  timeoutMs?: number;
}

/**
 * Graph API error codes that pass by waiting: 1 and 2 (unknown or temporary error), 4 (app rate
 * limit), 80007 (WhatsApp Business Account rate limit), 130429 (throughput), 131056 (too many
 * messages to the same number) and 131000 (something went wrong). Every other code is final.
 */
export const WHATSAPP_RETRY_CODES: ReadonlySet<number> = new Set([
  1, 2, 4, 80007, 130429, 131056, 131000,
]);

/** The Graph API's error answer. */
interface GraphError {
  message?: unknown;
  type?: unknown;
  code?: unknown;
  error_subcode?: unknown;
  fbtrace_id?: unknown;
}

/** The body of a template message, as the Cloud API takes it. */
export function whatsAppTemplateBody(message: OutgoingMessage, templatePrefix: string) {
  const components: object[] = [
    {
      type: 'body',
      parameters: Object.values(message.params).map((text) => ({ type: 'text', text })),
    },
  ];
  // Authentication templates carry the code twice: in the body and in the copy-code button.
  if (message.template === 'otp') {
    components.push({
      type: 'button',
      sub_type: 'url',
      index: '0',
      parameters: [{ type: 'text', text: message.params.code ?? '' }],
    });
  }
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.to,
    type: 'template',
    template: {
      name: `${templatePrefix}${message.template}`,
      language: { code: message.language, policy: 'deterministic' },
      components,
    },
  };
}

/**
 * WhatsApp through Meta's Cloud API (`POST /{version}/{phone number id}/messages`), as an approved
 * template named `<WHATSAPP_TEMPLATE_PREFIX><template>` in the recipient's language.
 *
 * - 2xx with `messages[0].id` (a `wamid.`): sent; the id names it in the status webhooks.
 * - HTTP 429 or 5xx, a network error, no answer within the timeout, or an error code of
 *   {@link WHATSAPP_RETRY_CODES}: retry (Retry-After honoured when given).
 * - Any other error: failed as `whatsapp:<code>` (131026 undeliverable, 132001 template missing,
 *   190 token, 100 invalid parameter, 131030 number not in the test allow-list...).
 */
export class WhatsAppCloudGateway extends MessageGateway {
  readonly provider = 'whatsapp-cloud';
  private readonly timeoutMs: number;

  constructor(
    private readonly settings: WhatsAppSettings,
    options: WhatsAppOptions = {},
  ) {
    super();
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  async send(message: OutgoingMessage): Promise<SendResult> {
    const { baseUrl, apiVersion, phoneNumberId, token, templatePrefix } = this.settings;
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${baseUrl}/${apiVersion}/${phoneNumberId}/messages`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        body: JSON.stringify(whatsAppTemplateBody(message, templatePrefix)),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      text = await response.text();
    } catch (e) {
      // AbortSignal.timeout rejects with a DOMException named TimeoutError.
      const timedOut = (e as { name?: unknown } | null)?.name === 'TimeoutError';
      return { outcome: 'retry', error: timedOut ? 'whatsapp:timeout' : 'whatsapp:network' };
    }
    let answer: { messages?: unknown; error?: unknown } = {};
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object') answer = parsed;
    } catch {
      // Not JSON (a proxy's error page): judged by the status below.
    }
    if (response.ok) {
      const first: unknown = Array.isArray(answer.messages) ? answer.messages[0] : undefined;
      const id = first && typeof first === 'object' ? (first as { id?: unknown }).id : undefined;
      return typeof id === 'string' && id
        ? { outcome: 'sent', providerId: id }
        : { outcome: 'failed', error: 'whatsapp:unexpected_answer' };
    }
    const error: GraphError =
      answer.error && typeof answer.error === 'object' ? (answer.error as GraphError) : {};
    const code = typeof error.code === 'number' ? error.code : undefined;
    const transient =
      response.status === 429 ||
      response.status >= 500 ||
      (code !== undefined && WHATSAPP_RETRY_CODES.has(code));
    const reason = code !== undefined ? `whatsapp:${code}` : `whatsapp:http_${response.status}`;
    if (!transient) return { outcome: 'failed', error: reason };
    const afterSeconds = retryAfterSeconds(response.headers.get('retry-after'));
    return {
      outcome: 'retry',
      error: reason,
      ...(afterSeconds !== undefined ? { afterSeconds } : {}),
    };
  }
}

/** The WhatsApp gateway for the configured Cloud API number. */
export function whatsAppCloudGateway(
  settings: WhatsAppSettings,
  options?: WhatsAppOptions,
): WhatsAppCloudGateway {
  return new WhatsAppCloudGateway(settings, options);
}
