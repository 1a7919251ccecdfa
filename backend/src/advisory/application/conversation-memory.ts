import type { ChatMessage } from './ports/chat-model';

const TTL_MS = 30 * 60_000;
const MAX_CONVERSATIONS = 5_000;
const MAX_TURNS = 6;

/**
 * The last few turns of each conversation and the crops it is about, for follow-up questions
 * ("and how much urea?" after a wheat question). Kept
 * in this process for 30 minutes; with several replicas a follow-up that lands elsewhere is
 * answered as a new question, which is harmless.
 */
export class ConversationMemory {
  private readonly conversations = new Map<
    string,
    { at: number; turns: ChatMessage[]; crops: string[] }
  >();

  constructor(private readonly now: () => number = Date.now) {}

  turns(id: string): ChatMessage[] {
    return this.recall(id).turns;
  }

  /** The turns so far and the crops the conversation is about. */
  recall(id: string): { turns: ChatMessage[]; crops: string[] } {
    const c = this.conversations.get(id);
    if (!c || this.now() - c.at > TTL_MS) {
      this.conversations.delete(id);
      return { turns: [], crops: [] };
    }
    return c;
  }

  remember(id: string, question: string, answer: string, crops: string[] = []): void {
    const turns = [
      ...this.turns(id),
      { role: 'user' as const, content: question },
      { role: 'assistant' as const, content: answer },
    ].slice(-MAX_TURNS);
    this.conversations.delete(id);
    this.conversations.set(id, { at: this.now(), turns, crops });
    while (this.conversations.size > MAX_CONVERSATIONS) {
      const oldest = this.conversations.keys().next().value;
      if (oldest === undefined) break;
      this.conversations.delete(oldest);
    }
  }
}
