import fc from 'fast-check';

/** The parts of OpenAPI 3 the fuzzer reads. */
export interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  maxLength?: number;
  pattern?: string;
  nullable?: boolean;
}
export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}
interface OperationObject {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  security?: Record<string, string[]>[];
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components: { schemas: Record<string, Schema> };
}

export interface FuzzOperation {
  key: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  pathParams: string[];
  query: Parameter[];
  json?: Schema;
  multipart?: Schema;
  security?: Record<string, string[]>[];
}

export type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string; text: string }
  | {
      kind: 'multipart';
      fields: [string, string][];
      files: { field: string; name: string; data: Uint8Array }[];
    };

/** One request the fuzzer sends. `url` is already encoded (or deliberately raw). */
export interface FuzzRequest {
  key: string;
  method: FuzzOperation['method'];
  url: string;
  caller: 'anonymous' | 'user' | 'admin';
  language?: string;
  body: Body;
}

export function fuzzOperations(doc: OpenApiDocument): FuzzOperation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => {
      const params = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      return {
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase() as FuzzOperation['method'],
        path,
        pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]),
        query: params.filter((p) => p.in === 'query'),
        json: content['application/json']?.schema,
        multipart: content['multipart/form-data']?.schema,
        security: op.security,
      };
    }),
  );
}

// --- nonsense for typed parameters ---------------------------------------------------------

/**
 * How a query parameter is typed in the document: a whole number (`multipleOf: 1`), a decimal,
 * a calendar date, one of an enum, a bounded text (`maxLength`), or an opaque text.
 */
export type ParameterKind = 'integer' | 'decimal' | 'date' | 'enum' | 'text' | 'opaque';

export function parameterKind(s: Schema): ParameterKind {
  if (s.enum?.length) return 'enum';
  if (s.type === 'integer' || (s.type === 'number' && s.multipleOf === 1)) return 'integer';
  if (s.type === 'number') return 'decimal';
  if (s.format === 'date') return 'date';
  if (s.maxLength !== undefined) return 'text';
  return 'opaque';
}

const TEN_KB = 'a'.repeat(10_000);
/** Not numbers at all, or numbers written in a way a plain-number reader must refuse. */
export const NOT_PLAIN_NUMBERS = [
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '0b1',
  '0o7',
  '1e5',
  '1E1',
  '2e0',
  '1_000',
  '1,000',
  ' 5',
  '5 ',
  '+5',
  '',
  'abc',
  '५',
  '٥',
  'null',
  'true',
  '[]',
  '{}',
  '9'.repeat(10_000),
  TEN_KB,
];
/** Real-looking dates that do not exist, and other shapes of date. */
export const IMPOSSIBLE_DATES = [
  '2026-02-30',
  '2026-02-29',
  '2100-02-29',
  '2025-13-01',
  '2026-00-10',
  '2026-04-31',
  '2026-01-32',
  '2026-01-00',
  '0000-01-01',
  '2026-1-1',
  '20260101',
  '2026/01/01',
  '01-02-2026',
  '2026-01-01T00:00:00Z',
  '+2026-01-01',
  '١٢٣٤-٠١-٠١',
];

/** Every nonsense value a parameter of this schema must refuse with 400 (one value each). */
export function nonsenseForParameter(s: Schema): string[] {
  const kind = parameterKind(s);
  const below = s.minimum !== undefined ? [String(s.minimum - 1)] : [];
  const above = s.maximum !== undefined ? [String(s.maximum + 1)] : [];
  switch (kind) {
    case 'integer':
      return [
        ...NOT_PLAIN_NUMBERS,
        '1.5',
        '5.0',
        '5.',
        '.5',
        '-1',
        '0',
        '99999999999999999999',
        ...below,
        ...above,
      ];
    case 'decimal':
      return [...NOT_PLAIN_NUMBERS, '5.', '.5', '-.5', '1.2.3', '- 5', ...below, ...above];
    case 'date':
      return [...IMPOSSIBLE_DATES, '1e309', 'NaN', 'Infinity', '0x10', 'abc', TEN_KB];
    case 'enum': {
      const first = String(s.enum![0]);
      return [
        'unknown',
        first.toUpperCase() === first ? first.toLowerCase() : first.toUpperCase(),
        `${first}x`,
        '1e309',
        'NaN',
        '0x10',
        '__proto__',
        TEN_KB,
      ];
    }
    case 'text':
      return ['a'.repeat(s.maxLength! + 1), TEN_KB];
    case 'opaque':
      return ['1e309', 'NaN', '0x10', TEN_KB];
  }
}

/** A value a parameter of this schema takes (fast-check), as text. */
export function validParameterValue(s: Schema): fc.Arbitrary<string> {
  const kind = parameterKind(s);
  const lo = s.minimum ?? -1000;
  const hi = s.maximum ?? 100_000;
  switch (kind) {
    case 'integer':
      return fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) }).map(String);
    case 'decimal':
      return fc
        .integer({ min: Math.ceil(lo * 10_000), max: Math.floor(hi * 10_000) })
        .map((n) => String(n / 10_000));
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'enum':
      return fc.constantFrom(...s.enum!.map(String));
    case 'text':
    case 'opaque': {
      const longest = Math.min(s.maxLength ?? 40, 30) - 1;
      return fc.stringMatching(new RegExp(`^[A-Za-z][A-Za-z ()-]{0,${longest}}$`));
    }
  }
}

/** A JSON value nested `depth` levels (arrays and objects in turn). */
export function nestedValue(depth: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = i % 2 ? { a: v } : [v];
  return v;
}

// --- hostile values -------------------------------------------------------------------------

const PAYLOADS = [
  "' OR '1'='1",
  "1'; DROP TABLE users;--",
  '" OR ""="',
  '1 UNION SELECT password_hash FROM users--',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '....//....//etc/passwd',
  '/etc/passwd\u0000.png',
  '\u0000',
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'prototype',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '1e309',
  '-9999999999999999999999',
  '0x7fffffff',
  '9007199254740993',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  ' ',
  '',
  '\u202e\u0627\u0644\u0639\u0631\u0628\u064a\u0629',
  'किसान 🌾 ખેડૂત',
  '\ud800',
  '\uffff\ufeff',
  'a'.repeat(256),
];

const repeated = (max: number) =>
  fc
    .tuple(fc.constantFrom('A', 'अ', '🌾', '<', "'"), fc.integer({ min: 300, max }))
    .map(([c, n]) => c.repeat(n));

/** Strings a careless server mishandles: injections, traversal, odd unicode, huge ones. */
const hostile = (longest: number): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...PAYLOADS) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: repeated(longest) },
  );
/** In bodies: up to 20,000 characters. */
export const hostileString = hostile(20_000);
/**
 * In paths and query strings: up to 600 characters (5 kB once escaped). Longer URLs are refused
 * by Node's HTTP parser itself (431 over 16 kB of headers), before the app sees them.
 */
const hostileInUrl = hostile(600);

const hostileNumber = fc.oneof(
  fc.constantFrom(-1, 0, -0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, 0.1 + 0.2),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** A JSON value of any type, for "wrong type" fields. */
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 }), fc.constant(null)), {
    maxLength: 4,
  }),
  fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'a', '$where', '$gt'), fc.integer(), {
    maxKeys: 3,
  }),
  fc.constant([[[[[[[[[[[]]]]]]]]]]]),
);

// --- values from a schema -------------------------------------------------------------------

export function resolve(doc: OpenApiDocument, schema: Schema): Schema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  return doc.components.schemas[name] ?? {};
}

/** A value that fits the schema (roughly), so some requests get past validation. */
function fitting(doc: OpenApiDocument, raw: Schema, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(doc, raw);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.format === 'date') return validParameterValue(schema);
  switch (schema.type) {
    case 'number':
    case 'integer':
      return fc.integer({
        min: Math.ceil(schema.minimum ?? -1000),
        max: Math.floor(schema.maximum ?? 100_000),
      });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 3
        ? fc.constant([])
        : fc.array(fitting(doc, schema.items ?? {}, depth + 1), { maxLength: 3 });
    case 'object':
      return depth > 3 ? fc.constant({}) : objectFor(doc, schema, depth + 1);
    default:
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'date-time')
        return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
      return fc.string({ maxLength: Math.min(schema.maxLength ?? 40, 40) });
  }
}

/** Fitting, hostile or wrong-typed: each property at random, or left out. */
function valueFor(doc: OpenApiDocument, schema: Schema, depth: number): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: fitting(doc, schema, depth) },
    { weight: 3, arbitrary: hostileString },
    { weight: 2, arbitrary: wrongType },
    // "1e5", "0x10", " 5", "Infinity"... where a number is expected (and anywhere else).
    { weight: 1, arbitrary: fc.constantFrom(...NOT_PLAIN_NUMBERS) },
    // Nested just under, at and over the 32-level limit.
    { weight: 1, arbitrary: fc.integer({ min: 28, max: 40 }).map(nestedValue) },
  );
}

function objectFor(doc: OpenApiDocument, schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  const props = Object.entries(resolve(doc, schema).properties ?? {});
  return fc
    .tuple(
      fc.tuple(
        ...props.map(([name, s]) =>
          fc.option(
            valueFor(doc, s, depth).map((v) => [name, v] as const),
            {
              nil: undefined,
              freq: 4,
            },
          ),
        ),
      ),
      // Fields the API does not know, some aimed at prototype pollution.
      fc.option(
        fc.tuple(
          fc.constantFrom('__proto__', 'role', 'isAdmin', 'sessionVersion', 'id'),
          wrongType,
        ),
        {
          nil: undefined,
          freq: 3,
        },
      ),
    )
    .map(([entries, extra]) => {
      const out: Record<string, unknown> = {};
      for (const e of entries) if (e) out[e[0]] = e[1];
      if (extra) Object.defineProperty(out, extra[0], { value: extra[1], enumerable: true });
      return out;
    });
}

// --- whole requests -------------------------------------------------------------------------

/** URL-encodes; a lone surrogate (not UTF-8 encodable) becomes the invalid bytes %ED%A0%80. */
const enc = (v: string) => {
  try {
    return encodeURIComponent(v);
  } catch {
    return `${encodeURIComponent(v.replace(/[\uD800-\uDFFF]/g, ''))}%ED%A0%80`;
  }
};

/** Path segments: real ids now and then (to reach deeper code), mostly hostile ones. */
function pathSegment(knownIds: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...knownIds).map(enc) },
    { weight: 1, arbitrary: fc.uuid().map(enc) },
    { weight: 4, arbitrary: hostileInUrl.map(enc) },
    {
      // Raw traversal, not escaped: the server must not resolve it to another route or file.
      weight: 1,
      arbitrary: fc.constantFrom(
        '..',
        '../..',
        '..%2f..%2f..%2fetc%2fpasswd',
        '%2e%2e',
        '.%00',
        '%00',
        '..;',
        '%252e%252e%252f',
        '%ZZ',
        '%',
      ),
    },
    { weight: 1, arbitrary: hostileNumber.map((n) => enc(String(n))) },
  );
}

function queryFor(doc: OpenApiDocument, params: Parameter[]): fc.Arbitrary<string> {
  const one = (p: Parameter) =>
    fc
      .oneof(
        { weight: 3, arbitrary: fitting(doc, p.schema ?? {}).map((v) => [String(v)]) },
        { weight: 3, arbitrary: hostileInUrl.map((v) => [v]) },
        // Impossible dates, 1e309, hex, exponents, signs, out of range... for its kind.
        {
          weight: 2,
          arbitrary: fc.constantFrom(...nonsenseForParameter(p.schema ?? {})).map((v) => [v]),
        },
        { weight: 1, arbitrary: hostileNumber.map((n) => [String(n)]) },
        { weight: 1, arbitrary: fc.array(hostileInUrl, { minLength: 2, maxLength: 3 }) },
      )
      .map((values) => values.map((v) => `${enc(p.name)}=${enc(v)}`));
  return fc
    .tuple(
      fc.tuple(...params.map((p) => fc.option(one(p), { nil: undefined, freq: 3 }))),
      fc.option(
        fc.constantFrom(
          '__proto__[admin]=1',
          'constructor[prototype][role]=admin',
          'page[$gt]=0',
          'limit=1&limit=2',
          '%E0%A4%A=broken',
          'a=%',
        ),
        { nil: undefined, freq: 4 },
      ),
    )
    .map(([values, extra]) => {
      const parts = values.flatMap((v) => v ?? []);
      if (extra) parts.push(extra);
      return parts.length ? `?${parts.join('&')}` : '';
    });
}

const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);
const fileData: fc.Arbitrary<Uint8Array> = fc.oneof(
  fc.constant(TINY_PNG),
  // A PNG header and then garbage: decoders must fail cleanly.
  fc.uint8Array({ maxLength: 400 }).map((b) => Buffer.concat([TINY_PNG.subarray(0, 24), b])),
  fc.constant(
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  ),
  fc.constant(Buffer.from('GIF89a\u0001\u0000\u0001\u0000')),
  fc.constant(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])),
  fc.constant(Buffer.alloc(0)),
  fc.uint8Array({ maxLength: 2000 }),
);
const fileName = fc.oneof(
  fc.constantFrom(
    'leaf.png',
    '../../../etc/passwd',
    '..\\x.jpg',
    'a.php.png',
    '.htaccess',
    'x.svg',
  ),
  fc.stringMatching(/^[A-Za-z0-9 ._-]{1,30}$/),
);

function multipartFor(doc: OpenApiDocument, schema: Schema): fc.Arbitrary<Body> {
  const props = Object.entries(resolve(doc, schema).properties ?? {});
  const isFile = (s: Schema) => s.format === 'binary' || s.items?.format === 'binary';
  const fileFields = props.filter(([, s]) => isFile(s)).map(([n]) => n);
  const textFields = props.filter(([, s]) => !isFile(s));
  const text = (s: Schema) =>
    fc.oneof(
      fitting(doc, s).map(String),
      hostileString,
      hostileNumber.map(String),
      fc.constantFrom(...NOT_PLAIN_NUMBERS, '0.0001', '5.', '.5', '-1', '5,000', '50 kg'),
    );
  return fc
    .tuple(
      fc.tuple(
        ...textFields.map(([n, s]) =>
          fc.option(
            text(s).map((v) => [n, v] as [string, string]),
            { nil: undefined, freq: 4 },
          ),
        ),
      ),
      fc.array(
        fc.record({
          field: fc.oneof(
            fc.constantFrom(...(fileFields.length ? fileFields : ['file'])),
            fc.constantFrom('other', '__proto__', 'cropImages[]'),
          ),
          name: fileName,
          data: fileData,
        }),
        { maxLength: 3 },
      ),
      // Now and then a field name nested past the 32-level limit (`cropName[a][a]…`).
      fc.option(fc.constantFrom(...textFields.map(([n]) => n), 'x'), { nil: undefined, freq: 10 }),
    )
    .map(([fields, files, deepName]) => ({
      kind: 'multipart' as const,
      fields: [
        ...fields.filter((f): f is [string, string] => f !== undefined),
        ...(deepName ? [[`${deepName}${'[a]'.repeat(33)}`, 'x'] as [string, string]] : []),
      ],
      files,
    }));
}

/** Bodies that are not what the operation takes at all. */
const strangeBody: fc.Arbitrary<Body> = fc.oneof(
  fc.constant<Body>({ kind: 'raw', contentType: 'application/json', text: '{"a":' }),
  fc.constant<Body>({
    kind: 'raw',
    contentType: 'application/json',
    text: '{"__proto__":{"x":1}}',
  }),
  fc.constant<Body>({ kind: 'raw', contentType: 'application/json', text: 'null' }),
  fc.constant<Body>({ kind: 'raw', contentType: 'application/json; charset=utf-7', text: '{}' }),
  fc.constant<Body>({
    kind: 'raw',
    contentType: 'application/xml',
    text: '<?xml version="1.0"?><a/>',
  }),
  fc.constant<Body>({ kind: 'raw', contentType: 'text/plain', text: 'hello' }),
  fc.constant<Body>({ kind: 'raw', contentType: 'multipart/form-data', text: '--x\r\n' }),
  fc.constant<Body>({
    kind: 'raw',
    contentType: 'multipart/form-data; boundary=x',
    text: '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nabc',
  }),
  fc.constant<Body>({
    kind: 'raw',
    contentType: 'application/x-www-form-urlencoded',
    text: 'a[b][c]=1&__proto__[x]=1&%ZZ=1',
  }),
  // Over the 200 kB JSON limit.
  fc.constant<Body>({ kind: 'json', value: { name: 'x'.repeat(250_000) } }),
  // Nested 1,500 levels (3 kB), or 33 inside a field; and 2,000 values: 400 before parsing.
  fc.constant<Body>({
    kind: 'raw',
    contentType: 'application/json',
    text: '['.repeat(1500) + ']'.repeat(1500),
  }),
  fc.constant<Body>({ kind: 'json', value: { name: nestedValue(33) } }),
  fc.constant<Body>({ kind: 'json', value: { name: Array(2000).fill(0) } }),
  wrongType.map((value): Body => ({ kind: 'json', value })),
  hostileString.map((value): Body => ({ kind: 'json', value })),
);

/** Every kind of request the fuzzer makes for `op`. */
export function requestFor(
  doc: OpenApiDocument,
  op: FuzzOperation,
  knownIds: string[],
): fc.Arbitrary<FuzzRequest> {
  const path = fc.tuple(...op.pathParams.map(() => pathSegment(knownIds))).map((segments) => {
    let i = 0;
    return op.path.replace(/\{\w+\}/g, () => segments[i++]);
  });
  const ownBody: fc.Arbitrary<Body> = op.multipart
    ? multipartFor(doc, op.multipart)
    : op.json
      ? objectFor(doc, op.json).map((value): Body => ({ kind: 'json', value }))
      : fc.constant<Body>({ kind: 'none' });
  return fc.record({
    key: fc.constant(op.key),
    method: fc.constant(op.method),
    url: fc.tuple(path, queryFor(doc, op.query)).map(([p, q]) => p + q),
    caller: fc.constantFrom('anonymous' as const, 'user' as const, 'admin' as const),
    language: fc.option(
      fc.constantFrom(
        'hi',
        'gu-IN',
        'en;q=0.1, hi;q=0.9',
        '*',
        'xx',
        'hi;q=abc',
        'en-US,en;q=0.9,hi;q=0.8,gu;q=0.7',
      ),
      {
        nil: undefined,
        freq: 3,
      },
    ),
    body: fc.oneof({ weight: 5, arbitrary: ownBody }, { weight: 1, arbitrary: strangeBody }),
  });
}
