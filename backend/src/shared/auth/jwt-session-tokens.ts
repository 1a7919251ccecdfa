import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { SessionTokens, type SessionClaims } from './session-tokens';

const ONE_DAY_S = 24 * 60 * 60;

interface Payload {
  sub: string;
  role: SessionClaims['role'];
  sv: number;
}

@Injectable()
export class JwtSessionTokens extends SessionTokens {
  constructor(private readonly jwt: JwtService) {
    super();
  }

  issue(claims: SessionClaims, remember: boolean): Promise<string> {
    const payload: Payload = { sub: claims.userId, role: claims.role, sv: claims.sessionVersion };
    return this.jwt.signAsync(payload, { expiresIn: remember ? 30 * ONE_DAY_S : ONE_DAY_S });
  }

  async read(token: string): Promise<SessionClaims | null> {
    try {
      // Only HS256 is accepted: tokens claiming `alg: none` or another algorithm are refused.
      const p = await this.jwt.verifyAsync<Payload>(token, { algorithms: ['HS256'] });
      if (
        typeof p.sub !== 'string' ||
        typeof p.sv !== 'number' ||
        (p.role !== 'user' && p.role !== 'admin')
      )
        return null;
      return { userId: p.sub, role: p.role, sessionVersion: p.sv };
    } catch {
      return null;
    }
  }
}
