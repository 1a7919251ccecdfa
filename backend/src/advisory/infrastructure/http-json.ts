import {
  UnavailableError,
  UpstreamError,
  type MessageParam,
} from '../../shared/domain/domain-error';

/**
 * POSTs JSON to an external service with a timeout. Refusals (4xx except 429) become a 502
 * UpstreamError with the service's words; timeouts, network errors, 429 and 5xx a 503.
 */
export function postJson(
  service: string,
  url: string,
  headers: Record<string, string>,
  body: unknown,
  timeoutMs: number,
): Promise<unknown> {
  return post(
    service,
    url,
    { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
    JSON.stringify(body),
    timeoutMs,
  );
}

/**
 * POSTs a multipart form (fetch sets its Content-Type with the boundary) and reads a JSON answer,
 * with the same timeout and errors as postJson. `service` may be a text of ours (a key).
 */
export function postForm(
  service: MessageParam,
  url: string,
  headers: Record<string, string>,
  form: FormData,
  timeoutMs: number,
): Promise<unknown> {
  return post(service, url, { Accept: 'application/json', ...headers }, form, timeoutMs);
}

async function post(
  service: MessageParam,
  url: string,
  headers: Record<string, string>,
  body: string | FormData,
  timeoutMs: number,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (e) {
    // A DOMException: not `instanceof Error` across realms (a test's VM context), so by its name.
    if ((e as { name?: unknown } | null)?.name === 'TimeoutError') {
      throw new UnavailableError('ADVISORY.SERVICE_UNAVAILABLE#timeout', {
        service,
        seconds: Math.round(timeoutMs / 1000),
      });
    }
    throw new UnavailableError('ADVISORY.SERVICE_UNAVAILABLE', { service });
  }
  const text = await response.text();
  const parsed = parseJson(text);
  if (response.ok) {
    if (parsed === null) {
      throw new UpstreamError('ADVISORY.SERVICE_BAD_ANSWER', { service });
    }
    return parsed;
  }
  const said = errorText(parsed) ?? response.statusText;
  if (response.status === 429 || response.status >= 500) {
    throw new UnavailableError('ADVISORY.SERVICE_BUSY', {
      service,
      status: response.status,
      said,
    });
  }
  throw new UpstreamError('ADVISORY.SERVICE_REFUSED', {
    service,
    status: response.status,
    said,
  });
}

function errorText(body: unknown): string | null {
  if (typeof body === 'string') return body.slice(0, 200);
  if (!body || typeof body !== 'object') return null;
  const b = body as { error?: unknown; message?: unknown; detail?: unknown };
  if (typeof b.error === 'string') return b.error;
  if (b.error && typeof b.error === 'object') {
    const m = (b.error as { message?: unknown }).message;
    if (typeof m === 'string') return m;
  }
  if (typeof b.message === 'string') return b.message;
  if (typeof b.detail === 'string') return b.detail;
  return null;
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}
