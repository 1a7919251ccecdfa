import { ConversationMemory } from '../../src/advisory/application/conversation-memory';

const MINUTE = 60_000;

function memoryWithClock() {
  let now = Date.parse('2026-11-26T09:00:00Z');
  const memory = new ConversationMemory(() => now);
  return { memory, advance: (ms: number) => (now += ms) };
}

describe('ConversationMemory', () => {
  it('remembers each conversation’s questions and answers, in order', () => {
    const { memory } = memoryWithClock();
    memory.remember('a', 'q1', 'a1');
    memory.remember('b', 'other', 'other answer');
    memory.remember('a', 'q2', 'a2');
    expect(memory.turns('a')).toEqual([
      { role: 'user', content: 'q1' },
      { role: 'assistant', content: 'a1' },
      { role: 'user', content: 'q2' },
      { role: 'assistant', content: 'a2' },
    ]);
    expect(memory.turns('unknown')).toEqual([]);
  });

  it('keeps only the last three questions with their answers', () => {
    const { memory } = memoryWithClock();
    for (let i = 1; i <= 5; i++) memory.remember('a', `q${i}`, `a${i}`);
    expect(memory.turns('a').map((t) => t.content)).toEqual(['q3', 'a3', 'q4', 'a4', 'q5', 'a5']);
  });

  it('forgets a conversation 30 minutes after its last turn', () => {
    const { memory, advance } = memoryWithClock();
    memory.remember('a', 'q1', 'a1');
    advance(30 * MINUTE);
    expect(memory.turns('a')).toHaveLength(2);
    advance(1);
    expect(memory.turns('a')).toEqual([]);
    // Once forgotten, a new turn starts afresh.
    memory.remember('a', 'q2', 'a2');
    expect(memory.turns('a').map((t) => t.content)).toEqual(['q2', 'a2']);
  });

  it('counts the 30 minutes from the latest turn', () => {
    const { memory, advance } = memoryWithClock();
    memory.remember('a', 'q1', 'a1');
    advance(20 * MINUTE);
    memory.remember('a', 'q2', 'a2');
    advance(20 * MINUTE);
    expect(memory.turns('a')).toHaveLength(4);
  });

  it('holds at most 5000 conversations, dropping the one idle longest', () => {
    const { memory } = memoryWithClock();
    for (let i = 0; i < 5000; i++) memory.remember(`c${i}`, 'q', 'a');
    // c0 speaks again: c1 is now the one idle longest.
    memory.remember('c0', 'q again', 'a again');
    memory.remember('new', 'q', 'a');
    expect(memory.turns('c1')).toEqual([]);
    expect(memory.turns('c0')).toHaveLength(4);
    expect(memory.turns('c2')).toHaveLength(2);
    expect(memory.turns('new')).toHaveLength(2);
  });
});
