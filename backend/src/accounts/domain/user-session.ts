const DAY_MS = 24 * 60 * 60 * 1000;

/** How long a login lasts: a day, or 30 days when "Remember me" is ticked. */
export const SESSION_DAYS = { short: 1, remembered: 30 } as const;

/**
 * One login on one device. Its id travels in the bearer token; logging out, changing the password
 * (all other sessions) or resetting it (all sessions) revokes it on the server, so a copied token
 * stops working at once (docs/adr/0007-server-side-sessions.md).
 */
export class UserSession {
  constructor(
    readonly id: string,
    readonly userId: string,
    readonly createdAt: Date,
    readonly expiresAt: Date,
    public revokedAt: Date | null,
  ) {}

  static open(id: string, userId: string, now: Date, remember: boolean): UserSession {
    const days = remember ? SESSION_DAYS.remembered : SESSION_DAYS.short;
    return new UserSession(id, userId, now, new Date(now.getTime() + days * DAY_MS), null);
  }

  isCurrent(now: Date): boolean {
    return this.revokedAt === null && now < this.expiresAt;
  }
}
