export const LANGUAGES = ['English', 'Hindi', 'Gujarati'] as const;
export type Language = (typeof LANGUAGES)[number];
export type Role = 'user' | 'admin';

/** What a person may change about themself (password handled separately). */
export interface ProfileChanges {
  name?: string;
  username?: string | null;
  email?: string;
  mobile?: string;
  language?: Language;
  state?: string;
  address?: string;
  /** A UPI ID (VPA) buyers pay to; null removes it. */
  upiId?: string | null;
  /** The mobile number is then shown only to buyers whose order was accepted. */
  mobileToAcceptedBuyersOnly?: boolean;
  /** Order news and price alerts by SMS (in-app notices are always on). */
  smsAlerts?: boolean;
  /** The same by WhatsApp. */
  whatsappAlerts?: boolean;
  /** "21:00": messages wait from then (India time) until quietHoursEnd; OTPs pass. */
  quietHoursStart?: string;
  quietHoursEnd?: string;
}

/** A farmer, buyer or enthusiast with an account. The password exists only as a hash. */
export class User {
  /** The UPI ID (VPA, "savita.patel@okaxis") buyers pay this member to directly; null when none. */
  public upiId: string | null = null;
  /** Listings then hide the mobile number; a buyer sees it once the seller accepted their order. */
  public mobileToAcceptedBuyersOnly = false;
  /** Messages to the phone (ADR 0013): SMS on, WhatsApp off, quiet 21:00-07:00 India time. */
  public smsAlerts = true;
  public whatsappAlerts = false;
  public quietHoursStart = '21:00';
  public quietHoursEnd = '07:00';

  constructor(
    readonly id: string,
    public name: string,
    public username: string | null,
    public email: string,
    public mobile: string,
    public passwordHash: string,
    public language: Language,
    public state: string,
    public address: string,
    public role: Role,
    readonly createdAt: Date,
    public updatedAt: Date,
  ) {}

  applyProfileChanges(changes: ProfileChanges, now: Date): void {
    if (changes.name !== undefined) this.name = changes.name;
    if (changes.username !== undefined) this.username = changes.username;
    if (changes.email !== undefined) this.email = changes.email;
    if (changes.mobile !== undefined) this.mobile = changes.mobile;
    if (changes.language !== undefined) this.language = changes.language;
    if (changes.state !== undefined) this.state = changes.state;
    if (changes.address !== undefined) this.address = changes.address;
    if (changes.upiId !== undefined) this.upiId = changes.upiId;
    if (changes.mobileToAcceptedBuyersOnly !== undefined)
      this.mobileToAcceptedBuyersOnly = changes.mobileToAcceptedBuyersOnly;
    if (changes.smsAlerts !== undefined) this.smsAlerts = changes.smsAlerts;
    if (changes.whatsappAlerts !== undefined) this.whatsappAlerts = changes.whatsappAlerts;
    if (changes.quietHoursStart !== undefined) this.quietHoursStart = changes.quietHoursStart;
    if (changes.quietHoursEnd !== undefined) this.quietHoursEnd = changes.quietHoursEnd;
    this.updatedAt = now;
  }

  /** Sessions are ended by the caller (UserSessionRepository), in the same unit of work. */
  changePasswordHash(hash: string, now: Date): void {
    this.passwordHash = hash;
    this.updatedAt = now;
  }
}
