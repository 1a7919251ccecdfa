import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { LRUCache } from 'lru-cache';
import { SessionTokens, type SessionClaims } from './session-tokens';

interface Payload {
  sub: string;
  role: SessionClaims['role'];
  /** Session id (a row of the accounts context's user_sessions). */
  sid: string;
  exp?: number;
}

@Injectable()
export class JwtSessionTokens extends SessionTokens {
  private readonly checked = new LRUCache<string, { claims: SessionClaims; expiresAt: number }>({
    max: 10_000,
  });

  constructor(private readonly jwt: JwtService) {
    super();
  }

  issue(claims: SessionClaims, expiresAt: Date): Promise<string> {
    const payload: Payload = {
      sub: claims.userId,
      role: claims.role,
      sid: claims.sessionId,
      exp: Math.floor(expiresAt.getTime() / 1000),
    };
    return this.jwt.signAsync(payload);
  }

  async read(token: string): Promise<SessionClaims | null> {
    // A token's signature and claims never change, so a checked one is remembered (until it
    // expires): the same phone sends the same token with every request. Whether its session is
    // still current is the SessionValidator's question, asked on every request.
    const known = this.checked.get(token);
    if (known) return Date.now() < known.expiresAt ? known.claims : null;
    try {
      // Only HS256 is accepted: tokens claiming `alg: none` or another algorithm are refused.
      const p = await this.jwt.verifyAsync<Payload>(token, { algorithms: ['HS256'] });
      if (
        typeof p.sub !== 'string' ||
        typeof p.sid !== 'string' ||
        typeof p.exp !== 'number' ||
        (p.role !== 'user' && p.role !== 'admin')
      )
        return null;
      const claims: SessionClaims = { userId: p.sub, role: p.role, sessionId: p.sid };
      this.checked.set(token, { claims, expiresAt: p.exp * 1000 });
      return claims;
    } catch {
      return null;
    }
  }
}
