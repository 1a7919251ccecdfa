import { escapeHtml } from '../../shared/mail/escape-html';
import type { OutgoingMail } from '../../shared/mail/mailer';
import type { Language } from '../domain/user';

interface Texts {
  subject: string;
  greeting: (name: string) => string;
  intro: string;
  expiry: string;
  ignore: string;
  signature: string;
}

const TEXTS: Record<Language, Texts> = {
  English: {
    subject: 'Your AgroSense password reset code',
    greeting: (name) => `Hello ${name},`,
    intro: 'Use this code to reset your AgroSense password:',
    expiry: 'The code works once and expires in 10 minutes.',
    ignore:
      'If you did not ask to reset your password, ignore this mail; your password stays the same.',
    signature: 'Team AgroSense',
  },
  Hindi: {
    subject: 'आपका AgroSense पासवर्ड रीसेट कोड',
    greeting: (name) => `नमस्ते ${name},`,
    intro: 'अपना AgroSense पासवर्ड रीसेट करने के लिए यह कोड डालें:',
    expiry: 'यह कोड केवल एक बार काम करता है और 10 मिनट में समाप्त हो जाता है।',
    ignore: 'अगर आपने पासवर्ड रीसेट नहीं माँगा है, तो इस मेल को अनदेखा करें; आपका पासवर्ड नहीं बदलेगा।',
    signature: 'टीम AgroSense',
  },
  Gujarati: {
    subject: 'તમારો AgroSense પાસવર્ડ રીસેટ કોડ',
    greeting: (name) => `નમસ્તે ${name},`,
    intro: 'તમારો AgroSense પાસવર્ડ રીસેટ કરવા માટે આ કોડ વાપરો:',
    expiry: 'આ કોડ ફક્ત એક વાર કામ કરે છે અને 10 મિનિટમાં સમાપ્ત થાય છે.',
    ignore: 'જો તમે પાસવર્ડ રીસેટ કરવાનું કહ્યું ન હોય, તો આ મેલને અવગણો; તમારો પાસવર્ડ બદલાશે નહીં.',
    signature: 'ટીમ AgroSense',
  },
};

/** The password-reset mail, in the user's language, as plain text and HTML. */
export function resetCodeMail(
  to: string,
  name: string,
  language: Language,
  code: string,
): OutgoingMail {
  const t = TEXTS[language];
  const text = [
    t.greeting(name),
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
<p>${escapeHtml(t.greeting(name))}</p>
<p>${escapeHtml(t.intro)}</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>
<p>${escapeHtml(t.expiry)}</p>
<p style="color:#555">${escapeHtml(t.ignore)}</p>
<p>${escapeHtml(t.signature)}</p>
</body></html>`;
  return { to, subject: t.subject, text, html };
}
