import { SetMetadata } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';

/**
 * Who a limit counts: the logged-in account (skipped for anonymous callers), the client address,
 * or the caller: the account when logged in, else the address (many farmers share one carrier
 * address, so a busy user must not block their neighbours).
 */
export type RateSubject = 'account' | 'address' | 'caller';

export interface RateRule {
  per: RateSubject;
  limit: number;
  windowMs: number;
  /** Each route counts on its own (login and send-otp do not share one count). */
  perRoute?: boolean;
}

export type RatePolicyName =
  'auth' | 'form' | 'chat' | 'photo' | 'voice' | 'order' | 'order-message' | 'listing' | 'write';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Every write is limited; the numbers are sized from what a real user does (docs/reliability.md,
 * "Security round 2"). A farmer places a few orders a day and lists a few crops a week; a trader
 * buying for a shop may place a few dozen. `RATE_LIMIT_SCALE` multiplies the limits of the write
 * policies (tests and benchmarks raise it; production keeps 1).
 */
export function ratePolicies(config: AppConfig): Record<RatePolicyName, RateRule[]> {
  const scaled = (limit: number) => Math.max(1, Math.round(limit * config.rateLimitScale));
  return {
    // Login, signup, OTP and reset: guesses and mail. The per-account login limit is separate
    // (accounts/domain/login-throttle.ts).
    auth: [{ per: 'address', limit: config.authRateLimit, windowMs: MINUTE, perRoute: true }],
    // Contact, support, newsletter, reviews: each mails or shows text to people.
    form: [{ per: 'caller', limit: config.authRateLimit, windowMs: MINUTE, perRoute: true }],
    chat: [{ per: 'caller', limit: 20, windowMs: MINUTE }],
    photo: [{ per: 'caller', limit: 10, windowMs: MINUTE }],
    // Recordings sent to the speech-to-text service (each costs money): a farmer asks a question
    // or two a minute, and tries again once when it was not heard right.
    voice: [{ per: 'caller', limit: 6, windowMs: MINUTE }],
    order: [
      { per: 'account', limit: scaled(10), windowMs: MINUTE },
      { per: 'account', limit: scaled(50), windowMs: DAY },
      { per: 'address', limit: scaled(300), windowMs: HOUR },
    ],
    // The older clients' "tell the seller" after an order: one per order. Without a token it is
    // answered only for an order just placed (notifications/application/legacy-order-messages.ts),
    // counted per address like orders are.
    'order-message': [
      { per: 'account', limit: scaled(10), windowMs: MINUTE },
      { per: 'account', limit: scaled(50), windowMs: DAY },
      { per: 'address', limit: scaled(30), windowMs: MINUTE },
      { per: 'address', limit: scaled(300), windowMs: HOUR },
    ],
    listing: [
      { per: 'account', limit: scaled(20), windowMs: HOUR },
      { per: 'account', limit: scaled(100), windowMs: DAY },
    ],
    // Every other POST, PUT, PATCH and DELETE.
    write: [
      { per: 'account', limit: scaled(60), windowMs: MINUTE },
      { per: 'account', limit: scaled(2000), windowMs: DAY },
      { per: 'address', limit: scaled(600), windowMs: MINUTE },
    ],
  };
}

export const RATE_POLICY = 'agrosense:ratePolicy';

/**
 * The limits a route counts against. Without it, reads are not limited and writes count against
 * `write`. Checked by RateLimitGuard after the session is known, before anything else runs.
 */
export const RateLimit = (policy: RatePolicyName) => SetMetadata(RATE_POLICY, policy);
