import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ThrottlerStorageService } from '@nestjs/throttler';
import { loadConfig } from '../../src/shared/config/app-config';
import { TooManyRequestsError } from '../../src/shared/domain/domain-error';
import { RateLimitGuard } from '../../src/shared/http/rate-limit.guard';
import { RATE_POLICY, type RatePolicyName } from '../../src/shared/http/rate-limits';

/** A request as the guard sees it, for a handler marked with `policy` (or none). */
function requestTo(
  method: string,
  ip: string,
  userId: string | undefined,
  policy?: RatePolicyName,
): { context: ExecutionContext; headers: Record<string, string> } {
  const headers: Record<string, string> = {};
  const handler = () => undefined;
  if (policy) Reflect.defineMetadata(RATE_POLICY, policy, handler);
  const req = { method, ip, user: userId ? { id: userId, role: 'user' } : undefined };
  const res = { setHeader: (k: string, v: string) => (headers[k] = v) };
  const context = {
    getType: () => 'http',
    getHandler: () => handler,
    getClass: () => class {},
    switchToHttp: () => ({ getRequest: () => req, getResponse: () => res }),
  } as unknown as ExecutionContext;
  return { context, headers };
}

describe('RateLimitGuard', () => {
  const guard = () =>
    new RateLimitGuard(
      new Reflector(),
      new ThrottlerStorageService(),
      loadConfig({ NODE_ENV: 'test', AUTH_RATE_LIMIT: '3' }),
    );

  it('does not count reads without a policy', async () => {
    const g = guard();
    for (let i = 0; i < 1000; i++)
      await expect(g.canActivate(requestTo('GET', '10.0.0.1', 'u1').context)).resolves.toBe(true);
  });

  it('counts every write per address, across accounts (600 a minute)', async () => {
    const g = guard();
    // 61 accounts behind one carrier address, 10 writes each: each account stays far below its
    // own 60, the address reaches 600.
    let refusedAt = 0;
    for (let i = 0; i < 700 && !refusedAt; i++) {
      const { context, headers } = requestTo('PUT', '100.64.0.1', `u${i % 61}`);
      try {
        await g.canActivate(context);
      } catch (e) {
        expect(e).toBeInstanceOf(TooManyRequestsError);
        expect(Number(headers['Retry-After'])).toBeGreaterThan(0);
        refusedAt = i + 1;
      }
    }
    expect(refusedAt).toBe(601);
    // Another address is not affected.
    await expect(g.canActivate(requestTo('PUT', '100.64.0.2', 'u1').context)).resolves.toBe(true);
  });

  it('counts a "caller" policy per account when logged in, else per address', async () => {
    const g = guard();
    const form = (ip: string, user?: string) =>
      g.canActivate(requestTo('POST', ip, user, 'form').context);
    for (let i = 0; i < 3; i++) await form('10.0.0.9');
    await expect(form('10.0.0.9')).rejects.toBeInstanceOf(TooManyRequestsError);
    // A logged-in farmer on the same address has their own count.
    await expect(form('10.0.0.9', 'farmer-1')).resolves.toBe(true);
  });

  it('skips per-account rules for anonymous callers but keeps the address rule', async () => {
    const g = guard();
    // "order" has no caller rule: an anonymous request (refused later by AuthGuard anyway) only
    // counts against the address's 300 an hour.
    for (let i = 0; i < 300; i++)
      await g.canActivate(requestTo('POST', '10.1.1.1', undefined, 'order').context);
    await expect(
      g.canActivate(requestTo('POST', '10.1.1.1', undefined, 'order').context),
    ).rejects.toMatchObject({ code: 'RATE.TRY_IN_MINUTES' });
  });
});
