import { escapeHtml } from '../../shared/mail/escape-html';
import type { OutgoingMail } from '../../shared/mail/mailer';
import type { InboxMessage } from '../domain/inbox-message';

/** The copy of a Contact or Quick Support message for the support mailbox. */
export function inboxMail(to: string, m: InboxMessage): OutgoingMail {
  const form = m.kind === 'contact' ? 'Contact form' : 'Quick Support';
  const fields: [string, string][] = [
    ['Name', m.name],
    ['E-mail', m.email],
    ...(m.mobile ? [['Mobile', m.mobile] as [string, string]] : []),
    ...(m.address ? [['Address', m.address] as [string, string]] : []),
    ['Logged in', m.userId ? `yes (user ${m.userId})` : 'no'],
    ['Received', m.createdAt.toISOString()],
  ];
  return {
    to,
    // A subject line cannot hold a line break; a name could carry one.
    subject: `${form}: ${m.name.replace(/[\r\n]+/g, ' ').slice(0, 80)}`,
    replyTo: m.email,
    text: [
      `${form} message ${m.id}`,
      ...fields.map(([k, v]) => `${k}: ${v}`),
      '',
      m.message,
      '',
      'Reply to this mail to answer the sender.',
    ].join('\n'),
    html: [
      `<p><strong>${form}</strong> message ${escapeHtml(m.id)}</p>`,
      '<table>',
      ...fields.map(([k, v]) => `<tr><th align="left">${k}</th><td>${escapeHtml(v)}</td></tr>`),
      '</table>',
      `<p style="white-space: pre-wrap">${escapeHtml(m.message)}</p>`,
      '<p>Reply to this mail to answer the sender.</p>',
    ].join('\n'),
  };
}
