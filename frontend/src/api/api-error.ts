// The backend answers every error as `{ statusCode, message, error? }`, where `message` is a
// string or, for validation errors, a list of strings (DESIGN section 6).
export class ApiError extends Error {
  readonly status: number;
  readonly messages: string[];

  constructor(status: number, messages: string[]) {
    super(messages.join('\n'));
    this.name = 'ApiError';
    this.status = status;
    this.messages = messages;
  }
}

function messagesFromBody(body: unknown): string[] {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body;
    if (typeof message === 'string' && message) return [message];
    if (Array.isArray(message)) {
      const texts = message.filter((item): item is string => typeof item === 'string');
      if (texts.length > 0) return texts;
    }
  }
  return [];
}

export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown = undefined;
  try {
    body = await response.clone().json();
  } catch {
    // Not JSON (a proxy error page, an empty body): fall back to the status text.
  }
  const messages = messagesFromBody(body);
  return new ApiError(
    response.status,
    messages.length > 0 ? messages : [response.statusText || `HTTP ${response.status}`],
  );
}
