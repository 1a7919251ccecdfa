import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOpenApiDocument } from '../../src/openapi/openapi-document';
import { startTestApp, type TestApp } from '../support/test-app';
import { AUTHORIZATION, send } from './authorization.declarations';
import { buildWorld, CALLERS, type Caller, type World } from './support/world';

interface Operation {
  key: string;
  method: string;
  path: string;
  security: boolean;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** Every operation of an OpenAPI document, keyed "METHOD /path". */
function operationsOf(doc: { paths: Record<string, Record<string, unknown>> }): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        security: ((op as { security?: unknown[] }).security ?? []).length > 0,
      })),
  );
}

const committed = operationsOf(
  JSON.parse(readFileSync(join(__dirname, '../../openapi.json'), 'utf8')) as {
    paths: Record<string, Record<string, unknown>>;
  },
);

const isRefusal = (status: number) => status === 401 || status === 403 || status === 404;

/**
 * Every operation of the API x {anonymous, owner, other user, admin}, each a real request through
 * the real app with real sessions, checked against the outcome declared for it in
 * authorization.declarations.ts.
 */
describe('authorization matrix', () => {
  let t: TestApp;
  let w: World;
  const cells: {
    key: string;
    caller: Caller;
    expected: number;
    actual: number;
    message?: string;
  }[] = [];

  beforeAll(async () => {
    t = await startTestApp('pglite');
    w = await buildWorld(t);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    const unexpectedAllows = cells.filter((c) => isRefusal(c.expected) && !isRefusal(c.actual));
    console.log(
      `authorization matrix: ${committed.length} operations x ${CALLERS.length} callers = ` +
        `${cells.length} requests, ${cells.filter((c) => c.actual !== c.expected).length} ` +
        `unexpected outcomes, ${unexpectedAllows.length} unexpected allows`,
    );
  });

  it('has a declaration for every operation and none for an operation that is gone', () => {
    const declared = Object.keys(AUTHORIZATION).sort();
    const operations = committed.map((o) => o.key).sort();
    expect({
      undeclared: operations.filter((k) => !declared.includes(k)),
      gone: declared.filter((k) => !operations.includes(k)),
    }).toEqual({ undeclared: [], gone: [] });
  });

  it('checks the operations the running app really has (backend/openapi.json is not stale)', () => {
    const live = operationsOf(
      buildOpenApiDocument(t.app) as unknown as { paths: Record<string, Record<string, unknown>> },
    )
      .map((o) => o.key)
      .sort();
    expect(live).toEqual(committed.map((o) => o.key).sort());
  });

  it('documents a bearer token exactly on the operations that refuse anonymous callers', () => {
    const wrong = committed
      .filter((o) => AUTHORIZATION[o.key])
      .filter((o) => o.security !== (AUTHORIZATION[o.key].expect.anonymous === 401))
      .map((o) => `${o.key}: documented ${o.security ? 'with' : 'without'} a bearer token`);
    expect(wrong).toEqual([]);
  });

  it.each(committed.map((o) => [o.key, o] as const))('%s', async (_key, op) => {
    const declaration = AUTHORIZATION[op.key];
    if (!declaration) throw new Error(`no declaration for ${op.key}`);
    const outcomes: Partial<Record<Caller, number>> = {};
    for (const caller of CALLERS) {
      const call = declaration.call ? await declaration.call(w, caller) : { path: op.path };
      const res = await send(w, op.method, caller, call);
      outcomes[caller] = res.status;
      const body = res.body as { message?: unknown } | undefined;
      cells.push({
        key: op.key,
        caller,
        expected: declaration.expect[caller],
        actual: res.status,
        message: typeof body?.message === 'string' ? body.message : undefined,
      });
      if (res.status >= 400) expect(typeof body?.message).toBe('string');
    }
    expect(outcomes).toEqual(declaration.expect);
  });

  /**
   * Role and own-id refusals come before validation: a caller refused with the tidy body is
   * refused the same way with a body and query that would fail validation (and is shown none of
   * the validation's details). Covers the admin-only operations and those whose path names a user.
   */
  const checkedFirst = committed.filter((o) => {
    const d = AUTHORIZATION[o.key];
    return d && d.expect.other === 403 && (d.expect.admin !== 403 || o.path.includes('{userId}'));
  });
  it.each(checkedFirst.map((o) => [o.key, o] as const))(
    '%s refuses before validating',
    async (_key, op) => {
      const declaration = AUTHORIZATION[op.key];
      const outcomes: Partial<Record<Caller, number>> = {};
      const expected: Partial<Record<Caller, number>> = {};
      for (const caller of CALLERS) {
        if (!isRefusal(declaration.expect[caller])) continue;
        const call = declaration.call ? await declaration.call(w, caller) : { path: op.path };
        const junk = {
          ...call,
          query: { page: 'x', limit: '-1', status: ['a', 'b'] as unknown as string },
          json: call.file || call.fields ? undefined : { audience: 'x', name: 5, email: 'no' },
          fields: call.fields || call.file ? { junk: 'x' } : undefined,
          file: undefined,
        };
        const res = await send(w, op.method, caller, junk);
        outcomes[caller] = res.status;
        expected[caller] = declaration.expect[caller];
        expect((res.body as { errors?: unknown }).errors).toBeUndefined();
      }
      expect(outcomes).toEqual(expected);
    },
  );
});
