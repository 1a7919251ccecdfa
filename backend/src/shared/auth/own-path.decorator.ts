import { SetMetadata } from '@nestjs/common';
import type { ForbiddenError } from '../domain/domain-error';

export const OWN_PATH = 'agrosense:ownPath';

export interface OwnPathRule {
  /** The path parameter that must be the caller's own user id. */
  param: string;
  /** The context's own 403 for someone else's id. */
  refusal: () => ForbiddenError;
}

/**
 * Marks a route whose path names a user (`/api/orders/:userId`): only that user may call it.
 * AuthGuard compares before any pipe runs, so another user is refused whatever the query or body
 * (docs/architecture.md, "Authorization"). The services keep their own Policy.requireSelf check.
 */
export const OwnPath = (param: string, refusal: () => ForbiddenError) =>
  SetMetadata(OWN_PATH, { param, refusal } satisfies OwnPathRule);
