import { UpstreamError } from '../../shared/domain/domain-error';
import { ChatModel, type ChatMessage } from '../application/ports/chat-model';
import { postJson } from './http-json';

export interface OpenAiChatOptions {
  /** e.g. https://api.openai.com/v1, http://localhost:11434/v1 (Ollama), a vLLM server… */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

/** Any OpenAI-compatible `POST {baseUrl}/chat/completions`. */
export class OpenAiChatModel extends ChatModel {
  readonly configured = true;

  constructor(private readonly options: OpenAiChatOptions) {
    super();
  }

  async complete(messages: ChatMessage[]): Promise<string> {
    const body = await postJson(
      'The AI model',
      `${this.options.baseUrl}/chat/completions`,
      this.options.apiKey ? { Authorization: `Bearer ${this.options.apiKey}` } : {},
      { model: this.options.model, messages, temperature: 0.2, max_tokens: 600 },
      this.options.timeoutMs,
    );
    const content = (body as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]
      ?.message?.content;
    if (typeof content !== 'string' || content.trim() === '') {
      throw new UpstreamError('ADVISORY.MODEL_EMPTY');
    }
    return content;
  }
}
