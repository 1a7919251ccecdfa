/** Small fetch helpers for talking to a spawned server. */

export interface Reply<T = unknown> {
  status: number;
  body: T;
}

export async function call<T = unknown>(
  base: string,
  method: string,
  path: string,
  options: { token?: string; json?: unknown; form?: FormData; timeoutMs?: number } = {},
): Promise<Reply<T>> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: options.form ?? (options.json !== undefined ? JSON.stringify(options.json) : undefined),
    signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: body as T };
}

export async function expectStatus<T = unknown>(
  reply: Promise<Reply<T>>,
  status: number,
): Promise<T> {
  const r = await reply;
  if (r.status !== status) {
    throw new Error(`expected HTTP ${status}, got ${r.status}: ${JSON.stringify(r.body)}`);
  }
  return r.body;
}

let counter = 0;
export const PASSWORD = 'faults-password-2026';

/** A mobile number no other user of this run has. */
export function uniqueMobile(): string {
  counter += 1;
  return `8${String(Date.now() % 1e7).padStart(7, '0')}${String(counter % 100).padStart(2, '0')}`;
}

export interface User {
  id: string;
  token: string;
  mobile: string;
}

export async function signUp(base: string, name: string, mobile = uniqueMobile()): Promise<void> {
  await expectStatus(
    call(base, 'POST', '/api/auth/signup', {
      json: {
        name,
        mobile,
        email: `${mobile}@example.com`,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        state: 'Gujarat',
        address: 'Anand',
        language: 'English',
      },
    }),
    201,
  );
}

export async function logIn(base: string, mobile: string, password = PASSWORD): Promise<User> {
  const body = await expectStatus<{ userId: string; token: string }>(
    call(base, 'POST', '/api/auth/login', { json: { mobile, password } }),
    200,
  );
  return { id: body.userId, token: body.token, mobile };
}

export async function signUpAndLogIn(base: string, name: string): Promise<User> {
  const mobile = uniqueMobile();
  await signUp(base, name, mobile);
  return logIn(base, mobile);
}

/** Lists a crop and returns its listing id. */
export async function listCrop(base: string, seller: User, quantity: number): Promise<string> {
  const form = new FormData();
  form.set('cropName', 'Onion');
  form.set('cropCategory', 'vegetables');
  form.set('cropSellingPrice', '20');
  form.set('cropUnit', 'kg');
  form.set('cropQuantity', String(quantity));
  const body = await expectStatus<{ _id: string }>(
    call(base, 'POST', '/api/crops/add', { token: seller.token, form }),
    201,
  );
  return body._id;
}
