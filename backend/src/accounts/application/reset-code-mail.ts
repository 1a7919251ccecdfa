import { fromProfileLanguage } from '../../i18n/language';
import { translate } from '../../i18n/translate';
import { escapeHtml } from '../../shared/mail/escape-html';
import type { OutgoingMail } from '../../shared/mail/mailer';
import type { Language } from '../domain/user';

/** The password-reset mail, in the user's profile language, as plain text and HTML. */
export function resetCodeMail(
  to: string,
  name: string,
  language: Language,
  code: string,
): OutgoingMail {
  const lang = fromProfileLanguage(language) ?? 'en';
  const t = {
    subject: translate(lang, 'MAIL.RESET.SUBJECT'),
    greeting: translate(lang, 'MAIL.RESET.GREETING', { name }),
    intro: translate(lang, 'MAIL.RESET.INTRO'),
    expiry: translate(lang, 'MAIL.RESET.EXPIRY'),
    ignore: translate(lang, 'MAIL.RESET.IGNORE'),
    signature: translate(lang, 'MAIL.SIGNATURE'),
  };
  const text = [
    t.greeting,
    '',
    t.intro,
    '',
    `    ${code}`,
    '',
    t.expiry,
    t.ignore,
    '',
    t.signature,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;color:#1b3a1f">
<p>${escapeHtml(t.greeting)}</p>
<p>${escapeHtml(t.intro)}</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>
<p>${escapeHtml(t.expiry)}</p>
<p style="color:#555">${escapeHtml(t.ignore)}</p>
<p>${escapeHtml(t.signature)}</p>
</body></html>`;
  return { to, subject: t.subject, text, html };
}
