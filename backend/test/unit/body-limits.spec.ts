import {
  jsonShapeProblem,
  MAX_BODY_DEPTH,
  valueNestsDeeperThan,
} from '../../src/shared/http/body-limits';

const both = (text: string, depth: number, values: number) => [
  jsonShapeProblem(text, depth, values),
  jsonShapeProblem(Buffer.from(text), depth, values),
];

describe('counting the shape of JSON text before parsing it', () => {
  it('counts nesting of arrays and objects', () => {
    expect(both('[[[]]]', 3, 100)).toEqual([null, null]);
    expect(both('[[[[]]]]', 3, 100)).toEqual(['deep', 'deep']);
    expect(both('{"a":{"b":{"c":{}}}}', 3, 100)).toEqual(['deep', 'deep']);
    expect(both('[[],[],[]]', 2, 100)).toEqual([null, null]);
  });

  it('ignores brackets, commas and escaped quotes inside strings', () => {
    expect(both('{"a":"[[[[,,,,{{{{"}', 1, 2)).toEqual([null, null]);
    expect(both('{"a":"\\"[[[[\\\\"}', 1, 2)).toEqual([null, null]);
    expect(both('{"a":"\\\\"}', 1, 2)).toEqual([null, null]);
    expect(both('{"a":"\\\\",[[[[]]]]}', 3, 100)).toEqual(['deep', 'deep']);
    // Multi-byte UTF-8 text around brackets.
    expect(both('{"किसान":"[ખેડૂત🌾]","x":[[]]}', 3, 100)).toEqual([null, null]);
    expect(both('{"किसान":"[ખેડૂત🌾]","x":[[]]}', 2, 100)).toEqual(['deep', 'deep']);
  });

  it('counts values: containers and commas', () => {
    expect(both('[1,2,3]', 5, 3)).toEqual([null, null]);
    expect(both('[1,2,3,4]', 5, 3)).toEqual(['wide', 'wide']);
    expect(both('[[],[]]', 5, 3)).toEqual(['wide', 'wide']);
  });

  it('is linear: 90,000 levels and 200 kB take milliseconds', () => {
    const deep = '['.repeat(90_000) + ']'.repeat(90_000);
    const t0 = performance.now();
    for (let i = 0; i < 20; i++) jsonShapeProblem(Buffer.from(`"${deep}"`), 32, 1000);
    expect(performance.now() - t0).toBeLessThan(1000);
  });
});

describe('nesting of parsed values (multipart fields)', () => {
  it('counts levels without recursion', () => {
    let v: unknown = 'x';
    for (let i = 0; i < MAX_BODY_DEPTH; i++) v = { a: v };
    expect(valueNestsDeeperThan(v, MAX_BODY_DEPTH)).toBe(false);
    expect(valueNestsDeeperThan({ b: v }, MAX_BODY_DEPTH)).toBe(true);
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(valueNestsDeeperThan(deep, MAX_BODY_DEPTH)).toBe(true);
    expect(valueNestsDeeperThan(Buffer.alloc(10), 0)).toBe(false);
  });
});
