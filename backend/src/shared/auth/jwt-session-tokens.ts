import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { LRUCache } from 'lru-cache';
import { SessionTokens, type SessionClaims } from './session-tokens';

const ONE_DAY_S = 24 * 60 * 60;

interface Payload {
  sub: string;
  role: SessionClaims['role'];
  sv: number;
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

  issue(claims: SessionClaims, remember: boolean): Promise<string> {
    const payload: Payload = { sub: claims.userId, role: claims.role, sv: claims.sessionVersion };
    return this.jwt.signAsync(payload, { expiresIn: remember ? 30 * ONE_DAY_S : ONE_DAY_S });
  }

  async read(token: string): Promise<SessionClaims | null> {
    // A token's signature and claims never change, so a checked one is remembered (until it
    // expires): the same phone sends the same token with every request.
    const known = this.checked.get(token);
    if (known) return Date.now() < known.expiresAt ? known.claims : null;
    try {
      // Only HS256 is accepted: tokens claiming `alg: none` or another algorithm are refused.
      const p = await this.jwt.verifyAsync<Payload>(token, { algorithms: ['HS256'] });
      if (
        typeof p.sub !== 'string' ||
        typeof p.sv !== 'number' ||
        typeof p.exp !== 'number' ||
        (p.role !== 'user' && p.role !== 'admin')
      )
        return null;
      const claims: SessionClaims = { userId: p.sub, role: p.role, sessionVersion: p.sv };
      this.checked.set(token, { claims, expiresAt: p.exp * 1000 });
      return claims;
    } catch {
      return null;
    }
  }
}
