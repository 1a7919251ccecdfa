import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { SmtpMailer } from '../../src/shared/mail/smtp.mailer';

describe('SmtpMailer against a real SMTP server', () => {
  let server: SMTPServer;
  let port: number;
  const received: { from: string; to: string[]; raw: string }[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (c: Buffer) => (raw += c.toString()));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers a multipart mail from our address with the user only in Reply-To', async () => {
    const mailer = new SmtpMailer(
      `smtp://127.0.0.1:${port}`,
      'AgroSense <no-reply@agrosense.test>',
    );
    await mailer.send({
      to: 'farmer@example.com',
      subject: 'Your AgroSense password reset code',
      text: 'Use this code: 123456',
      html: '<p>Use this code: <b>123456</b></p>',
      replyTo: 'user@example.com',
    });
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail.from).toBe('no-reply@agrosense.test');
    expect(mail.to).toEqual(['farmer@example.com']);
    expect(mail.raw).toContain('Subject: Your AgroSense password reset code');
    expect(mail.raw).toContain('Reply-To: user@example.com');
    expect(mail.raw).toMatch(/multipart\/alternative/);
    expect(mail.raw).toContain('Use this code: 123456');
  });

  it('fails loudly when the server cannot be reached', async () => {
    const mailer = new SmtpMailer('smtp://127.0.0.1:1', 'AgroSense <no-reply@agrosense.test>');
    await expect(
      mailer.send({ to: 'a@example.com', subject: 's', text: 't', html: '<p>t</p>' }),
    ).rejects.toThrow();
  });
});
