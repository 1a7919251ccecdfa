import { describe, expect, it } from 'vitest';
import { orderIdOfCode } from './short-link';

describe('short links to orders', () => {
  it('read the base-62 code the server writes into messages', () => {
    // backend/src/messaging/domain/short-link.ts: uuidToCode('0b9c2f4e-8d1a-4c3b-9e7f-6a5d4c3b2a10')
    expect(orderIdOfCode('0LuI7OVixb7y7urWHtxdIW')).toBe('0b9c2f4e-8d1a-4c3b-9e7f-6a5d4c3b2a10');
  });

  it('give null for what is not a code', () => {
    expect(orderIdOfCode('')).toBeNull();
    expect(orderIdOfCode('a/b')).toBeNull();
    expect(orderIdOfCode('z'.repeat(22))).toBeNull();
  });
});
