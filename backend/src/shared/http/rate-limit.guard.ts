import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { InjectThrottlerStorage, type ThrottlerStorage } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { AppConfig } from '../config/app-config';
import { TooManyRequestsError } from '../domain/domain-error';
import { RATE_POLICY, ratePolicies, type RatePolicyName, type RateRule } from './rate-limits';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** "Wait a minute", or how many minutes or hours, in words the reader can act on. */
function tooMany(seconds: number): TooManyRequestsError {
  if (seconds <= 60) return new TooManyRequestsError('HTTP.429', {}, seconds);
  if (seconds < 90 * 60) {
    return new TooManyRequestsError(
      'RATE.TRY_IN_MINUTES',
      { minutes: Math.ceil(seconds / 60) },
      seconds,
    );
  }
  return new TooManyRequestsError(
    'RATE.TRY_IN_HOURS',
    { hours: Math.ceil(seconds / 3600) },
    seconds,
  );
}

/**
 * Global guard (after AuthGuard): counts the request against its route's limits (rate-limits.ts)
 * and answers 429 with a standard `Retry-After` (seconds) once one is used up. Counters live in
 * the throttler storage: Redis when REDIS_URL is set, so every replica shares them.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly policies: Record<RatePolicyName, RateRule[]>;

  constructor(
    private readonly reflector: Reflector,
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
    config: AppConfig,
  ) {
    this.policies = ratePolicies(config);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<Request & { user?: AuthenticatedUser }>();
    const named = this.reflector.getAllAndOverride<RatePolicyName | undefined>(RATE_POLICY, [
      context.getHandler(),
      context.getClass(),
    ]);
    const policy = named ?? (UNSAFE_METHODS.has(req.method) ? 'write' : undefined);
    if (!policy) return true;
    const userId = req.user?.id;
    const address = String(req.ip ?? req.socket?.remoteAddress ?? 'unknown');
    for (const rule of this.policies[policy]) {
      const subject =
        rule.per === 'address'
          ? `ip:${address}`
          : userId
            ? `user:${userId}`
            : rule.per === 'caller'
              ? `ip:${address}`
              : null;
      if (!subject) continue;
      const route = rule.perRoute ? `${context.getClass().name}.${context.getHandler().name}:` : '';
      const key = `rate:${policy}:${route}${rule.windowMs}:${subject}`;
      const { isBlocked, timeToBlockExpire } = await this.storage.increment(
        key,
        rule.windowMs,
        rule.limit,
        rule.windowMs,
        policy,
      );
      if (isBlocked) {
        const seconds = Math.max(1, Math.ceil(timeToBlockExpire));
        context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(seconds));
        throw tooMany(seconds);
      }
    }
    return true;
  }
}
