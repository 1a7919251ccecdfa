import {
  normalizeEmail,
  normalizeIndianMobile,
  normalizeUpiId,
  normalizeUsername,
} from '../../src/accounts/domain/contact-details';
import { PasswordResetCode } from '../../src/accounts/domain/password-reset-code';
import { RankedCommonPasswords } from '../../src/accounts/infrastructure/ranked-common-passwords';
import { HmacOneTimeCodes } from '../../src/accounts/infrastructure/hmac-one-time-codes';

describe('account rules', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['91-98765-43210', '9876543210'],
    ['098765 43210', '9876543210'],
  ])('reads the mobile %p as %p', (input, expected) => {
    expect(normalizeIndianMobile(input)).toBe(expected);
  });

  it('lowercases and trims e-mails; usernames are optional handles', () => {
    expect(normalizeEmail('  Ravi@Example.COM ')).toBe('ravi@example.com');
    expect(normalizeUsername('  ')).toBeNull();
    expect(normalizeUsername('Ravi_K')).toBe('ravi_k');
    expect(() => normalizeUsername('ra')).toThrow('3 to 30');
    expect(() => normalizeUsername('ravi kumar')).toThrow();
  });

  it('keeps a UPI ID as typed, trimmed; blank or null is none', () => {
    expect(normalizeUpiId(' Savita.Patel@okaxis ')).toBe('Savita.Patel@okaxis');
    expect(normalizeUpiId('9876543210@ybl')).toBe('9876543210@ybl');
    expect(normalizeUpiId('ramesh_k-1@paytm')).toBe('ramesh_k-1@paytm');
    expect(normalizeUpiId('   ')).toBeNull();
    expect(normalizeUpiId(null)).toBeNull();
  });

  it.each([
    'savita',
    'savita@',
    '@okaxis',
    's@okaxis',
    'savita@o',
    'savita@ok-axis',
    'savita@ok.axis',
    'savita@9bank',
    'savita patel@okaxis',
    'savita@okaxis@ybl',
    'सविता@okaxis',
    `${'a'.repeat(257)}@okaxis`,
    // Fits the pattern (256 + 1 + 64), longer than the 300 characters stored.
    `${'a'.repeat(256)}@b${'c'.repeat(63)}`,
  ])('refuses %p as a UPI ID', (input) => {
    expect(() => normalizeUpiId(input)).toThrow(
      expect.objectContaining({ code: 'ACCOUNT.INVALID_UPI_ID' }),
    );
  });

  it('knows the 1,000 most common passwords, in any case, and not beyond', () => {
    const common = new RankedCommonPasswords();
    expect(common.isCommon('password')).toBe(true);
    expect(common.isCommon('QWERTYUIOP')).toBe(true);
    expect(common.isCommon('123456789')).toBe(true);
    expect(common.isCommon('green-fields-2026')).toBe(false);
  });

  it('a reset code is usable until used, expired or out of attempts', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const code = PasswordResetCode.issue('id', 'user', 'hash', now);
    expect(code.isUsable(new Date(now.getTime() + 9 * 60_000))).toBe(true);
    expect(code.isUsable(new Date(now.getTime() + 10 * 60_000))).toBe(false);
    for (let i = 0; i < 5; i++) code.registerFailedAttempt();
    expect(code.isUsable(now)).toBe(false);
  });

  it('makes 6-digit codes and stores only a keyed hash of them', () => {
    const codes = new HmacOneTimeCodes(Buffer.from('k'.repeat(32)));
    const seen = new Set(Array.from({ length: 200 }, () => codes.generate()));
    for (const c of seen) expect(c).toMatch(/^\d{6}$/);
    expect(seen.size).toBeGreaterThan(190);
    const hash = codes.hash('042731');
    expect(hash).not.toContain('042731');
    expect(codes.matches('042731', hash)).toBe(true);
    expect(codes.matches('042732', hash)).toBe(false);
    expect(codes.matches('42731', hash)).toBe(false);
    expect(new HmacOneTimeCodes(Buffer.from('other-key')).matches('042731', hash)).toBe(false);
  });
});
