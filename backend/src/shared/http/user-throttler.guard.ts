import { Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';

/**
 * Rate limits per logged-in user, else per client address. Many farmers share one mobile-carrier
 * address (CGNAT), so a per-address limit alone would let one busy user block their neighbours.
 */
@Injectable()
export class UserOrAddressThrottlerGuard extends ThrottlerGuard {
  protected override getTracker(req: Record<string, unknown>): Promise<string> {
    const user = req.user as { id?: string } | undefined;
    return Promise.resolve(user?.id ? `user:${user.id}` : `ip:${String(req.ip)}`);
  }
}
