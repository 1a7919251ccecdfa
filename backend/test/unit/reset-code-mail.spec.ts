import { resetCodeMail } from '../../src/accounts/application/reset-code-mail';
import type { Language } from '../../src/accounts/domain/user';
import { translate } from '../../src/i18n/translate';

describe('resetCodeMail', () => {
  it('sends the code, its expiry and a greeting by name, in text and HTML', () => {
    const mail = resetCodeMail('ravi@example.com', 'Ravi', 'English', '482913');
    expect(mail.to).toBe('ravi@example.com');
    expect(mail.subject).toBe(translate('en', 'MAIL.RESET.SUBJECT'));
    expect(mail.text).toContain('Hello Ravi,');
    expect(mail.text).toContain('    482913');
    expect(mail.text).toContain(translate('en', 'MAIL.RESET.EXPIRY'));
    expect(mail.html).toContain('>482913</p>');
    expect(mail.html).toContain(translate('en', 'MAIL.RESET.IGNORE'));
  });

  it.each([
    ['Hindi', 'hi'],
    ['Gujarati', 'gu'],
  ] as const)('is written in the user’s profile language (%s)', (language, lang) => {
    const mail = resetCodeMail('a@example.com', 'Meena', language, '111222');
    expect(mail.subject).toBe(translate(lang, 'MAIL.RESET.SUBJECT'));
    expect(mail.subject).not.toBe(translate('en', 'MAIL.RESET.SUBJECT'));
    expect(mail.text).toContain(translate(lang, 'MAIL.RESET.GREETING', { name: 'Meena' }));
    expect(mail.text).toContain(translate(lang, 'MAIL.SIGNATURE'));
  });

  it('falls back to English for a profile language it does not know', () => {
    const mail = resetCodeMail('a@example.com', 'X', 'Tamil' as Language, '111222');
    expect(mail.subject).toBe(translate('en', 'MAIL.RESET.SUBJECT'));
  });

  it('escapes the user’s name in the HTML part', () => {
    const mail = resetCodeMail('a@example.com', '<img src=x onerror=alert(1)>', 'English', '1');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
