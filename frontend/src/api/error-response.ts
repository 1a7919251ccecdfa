import { ApiError } from './api-error';

// Reads an error answer of the API into an ApiError. Kept apart from the class, which the app
// shell needs at once (query retries), while this only comes with the first API call.

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

function codeFromBody(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'code' in body && typeof body.code === 'string') {
    return body.code;
  }
  return undefined;
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
    codeFromBody(body),
  );
}
