// The backend answers every error as `{ statusCode, message, error?, code? }`, where `message` is
// a string (older handlers: a list of strings) and `code` a stable machine-readable name such as
// `ACCOUNT.EMAIL_TAKEN` (docs/api.md).
export class ApiError extends Error {
  readonly status: number;
  readonly messages: string[];
  readonly code: string | undefined;

  constructor(status: number, messages: string[], code?: string) {
    super(messages.join('\n'));
    this.name = 'ApiError';
    this.status = status;
    this.messages = messages;
    this.code = code;
  }
}
