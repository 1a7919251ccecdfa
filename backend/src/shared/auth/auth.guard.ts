import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ForbiddenError, UnauthenticatedError } from '../domain/domain-error';
import { ADMIN_ONLY } from './admin-only.decorator';
import { OWN_PATH, type OwnPathRule } from './own-path.decorator';
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
 * Global guard: every route needs a valid, current session unless marked @Public(), and routes
 * marked @AdminOnly() an administrator's. On public routes a valid token still identifies the
 * caller (for example to answer in their language).
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
    if (!isPublic && !user) throw new UnauthenticatedError('AUTH.REQUIRED');
    // Guards run before pipes: a non-admin is refused before the body is even validated.
    const adminOnly = this.reflector.getAllAndOverride<boolean>(ADMIN_ONLY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (adminOnly && user?.role !== 'admin') throw new ForbiddenError('AUTH.ADMIN_ONLY');
    const ownPath = this.reflector.get<OwnPathRule | undefined>(OWN_PATH, context.getHandler());
    if (ownPath && user && req.params[ownPath.param] !== user.id) throw ownPath.refusal();
    return true;
  }

  private async identify(req: Request): Promise<AuthenticatedUser | null> {
    const token = bearerToken(req);
    if (!token) return null;
    const claims = await this.tokens.read(token);
    if (!claims) return null;
    const session = await this.sessions.current(claims);
    if (!session) return null;
    const user: AuthenticatedUser = {
      id: claims.userId,
      role: session.role,
      sessionId: claims.sessionId,
    };
    if (session.language) user.language = session.language;
    return user;
  }
}
