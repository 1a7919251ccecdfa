import { inboxMail } from '../../src/content/application/inbox-mail';
import { InboxMessage } from '../../src/content/domain/inbox-message';

const at = new Date('2026-11-26T09:30:00Z');

function message(overrides: Partial<InboxMessage> = {}): InboxMessage {
  return Object.assign(
    new InboxMessage(
      'msg-1',
      'contact',
      'Ravi Patel',
      'ravi@example.com',
      '9876543210',
      'Anand, Gujarat',
      'Hello\nsupport',
      null,
      at,
      null,
    ),
    overrides,
  );
}

describe('inboxMail (the copy of a visitor message for the support mailbox)', () => {
  it('lists the sender’s fields and the message, with replies going to the sender', () => {
    const mail = inboxMail('support@agrosense.example', message());
    expect(mail.to).toBe('support@agrosense.example');
    expect(mail.replyTo).toBe('ravi@example.com');
    expect(mail.subject).toBe('Contact form: Ravi Patel');
    expect(mail.text.split('\n')).toEqual([
      'Contact form message msg-1',
      'Name: Ravi Patel',
      'E-mail: ravi@example.com',
      'Mobile: 9876543210',
      'Address: Anand, Gujarat',
      'Logged in: no',
      'Received: 2026-11-26T09:30:00.000Z',
      '',
      'Hello',
      'support',
      '',
      'Reply to this mail to answer the sender.',
    ]);
  });

  it('leaves out mobile and address for Quick Support and names a logged-in sender', () => {
    const mail = inboxMail(
      'support@agrosense.example',
      message({ kind: 'support', mobile: null, address: null, userId: 'user-7' }),
    );
    expect(mail.subject).toBe('Quick Support: Ravi Patel');
    expect(mail.text).not.toContain('Mobile:');
    expect(mail.text).not.toContain('Address:');
    expect(mail.text).toContain('Logged in: yes (user user-7)');
    expect(mail.html).not.toContain('Mobile');
  });

  it('keeps a line break in the name out of the subject, and the subject short', () => {
    const injected = inboxMail('s@x.example', message({ name: 'Ravi\r\nBcc: all@example.com' }));
    expect(injected.subject).toBe('Contact form: Ravi Bcc: all@example.com');
    const long = inboxMail('s@x.example', message({ name: 'x'.repeat(200) }));
    expect(long.subject).toBe(`Contact form: ${'x'.repeat(80)}`);
  });

  it('escapes what the visitor wrote in the HTML part', () => {
    const mail = inboxMail(
      's@x.example',
      message({ name: '<b>Ravi</b>', message: '<script>alert("x")</script> & more' }),
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>Ravi</b>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more');
    expect(mail.html).toContain('&lt;b&gt;Ravi&lt;/b&gt;');
    // The plain-text part shows the words as written.
    expect(mail.text).toContain('<script>alert("x")</script> & more');
  });
});
