import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { UnauthenticatedError } from '../domain/domain-error';
import type { AuthenticatedUser } from './authenticated-user';
import { IS_PUBLIC } from './public.decorator';
import { SessionTokens, SessionValidator } from './session-tokens';

function bearerToken(req: Request): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

/**
 * Global guard: every route needs a valid, current session unless marked @Public(). On public
 * routes a valid token still identifies the caller (for example to answer in their language).
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: SessionTokens,
    private readonly sessions: SessionValidator,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [
      context.getHandler(),
      context.getClass(),
    ]);
    const req = context.switchToHttp().getRequest<Request & { user?: AuthenticatedUser }>();
    const user = await this.identify(req);
    if (user) req.user = user;
    if (isPublic || user) return true;
    throw new UnauthenticatedError('AUTH.REQUIRED', 'Please log in to continue');
  }

  private async identify(req: Request): Promise<AuthenticatedUser | null> {
    const token = bearerToken(req);
    if (!token) return null;
    const claims = await this.tokens.read(token);
    if (!claims) return null;
    const session = await this.sessions.current(claims.userId, claims.sessionVersion);
    if (!session) return null;
    const user: AuthenticatedUser = { id: claims.userId, role: session.role };
    if (session.language) user.language = session.language;
    return user;
  }
}
