import { chatCompletion, startFakeJsonService, type FakeJsonService } from './json-service';

interface WireMessage {
  role: string;
  content: string;
}

/**
 * A local OpenAI-compatible chat model that behaves as a well-grounded one would: it answers
 * from the first numbered passage it was given (its title and first sentence, cited "[1]"), and
 * says it does not know when it was given none. It records every request, so a test can check
 * what the prompt carried: the passages and the answer's language.
 */
export async function startGroundedChatServer(): Promise<FakeJsonService> {
  return startFakeJsonService((req) => {
    const messages = (req.body as { messages?: WireMessage[] }).messages ?? [];
    const last = messages.at(-1)?.content ?? '';
    const first = /\[1\] (.+?) \(source: .*\)\n([^\n]+)/.exec(last);
    if (!first) return { status: 200, body: chatCompletion('I do not know. 1800-180-1551') };
    const sentence = /^.+?[.।](?:\s|$)/u.exec(first[2]!)?.[0] ?? first[2]!;
    return { status: 200, body: chatCompletion(`${first[1]}: ${sentence.trim()} [1]`) };
  });
}
