export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** A language model behind an OpenAI-compatible chat-completions API. */
export abstract class ChatModel {
  /** False for the offline default: AgroBot then answers from retrieval alone. */
  abstract readonly configured: boolean;
  /** Throws UpstreamError (it refused) or UnavailableError (timeout, down, rate limit). */
  abstract complete(messages: ChatMessage[]): Promise<string>;
}

/** The offline default: no model. */
export class NoChatModel extends ChatModel {
  readonly configured = false;
  complete(): Promise<string> {
    return Promise.reject(new Error('No chat model is configured'));
  }
}
