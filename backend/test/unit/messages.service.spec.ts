import { Logger } from '@nestjs/common';
import { MessagesService } from '../../src/content/application/messages.service';
import type { AuthenticatedUser } from '../../src/shared/auth/authenticated-user';
import { ForbiddenError } from '../../src/shared/domain/domain-error';
import type { OutgoingMail } from '../../src/shared/mail/mailer';
import { FakeClock, RecordingMailer } from '../fakes/accounts';
import { FixedSupportMailbox, InMemoryInboxMessageRepository } from '../fakes/content';

const farmer: AuthenticatedUser = { id: 'user-1', role: 'user' };
const admin: AuthenticatedUser = { id: 'admin-1', role: 'admin' };

const contact = {
  name: 'Ravi Patel',
  mobile: '9876543210',
  email: 'ravi@example.com',
  address: 'Anand, Gujarat',
  message: 'When does the tractor subsidy open?',
};

function setup() {
  const messages = new InMemoryInboxMessageRepository();
  const mailer = new RecordingMailer();
  const clock = new FakeClock(new Date('2026-11-26T09:00:00Z'));
  const service = new MessagesService(messages, mailer, new FixedSupportMailbox(), clock);
  return { service, messages, mailer, clock };
}

beforeAll(() => Logger.overrideLogger(false));

describe('MessagesService', () => {
  it('stores a contact message, mails it to the support mailbox with the sender in Reply-To, and marks it mailed', async () => {
    const { service, messages, mailer } = setup();
    const saved = await service.submitContact(contact, farmer);

    expect(saved).toMatchObject({
      kind: 'contact',
      name: 'Ravi Patel',
      mobile: '9876543210',
      address: 'Anand, Gujarat',
      userId: 'user-1',
      createdAt: new Date('2026-11-26T09:00:00Z'),
      mailedAt: new Date('2026-11-26T09:00:00Z'),
    });
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({
      to: 'support@agrosense.example',
      replyTo: 'ravi@example.com',
      subject: 'Contact form: Ravi Patel',
    });
    expect(mailer.sent[0]!.text).toContain('When does the tractor subsidy open?');
    expect(messages.rows.get(saved.id)?.mailedAt).toEqual(new Date('2026-11-26T09:00:00Z'));
  });

  it('stores the message before it mails it, so none is lost', async () => {
    const { messages, clock } = setup();
    let storedWhenMailed: boolean | null = null;
    const mailer = new (class extends RecordingMailer {
      override send(mail: OutgoingMail) {
        storedWhenMailed = messages.rows.size === 1;
        return super.send(mail);
      }
    })();
    const service = new MessagesService(messages, mailer, new FixedSupportMailbox(), clock);
    await service.submitSupport({ name: 'A', email: 'a@example.com', message: 'Help' });
    expect(storedWhenMailed).toBe(true);
  });

  it('keeps the message, unmailed, and logs it when the mail cannot go out', async () => {
    const { service, messages, mailer } = setup();
    const logged = jest.spyOn(Logger.prototype, 'error');
    mailer.failNext = true;
    const saved = await service.submitContact(contact);

    expect(logged).toHaveBeenCalledWith(expect.stringContaining(saved.id));
    logged.mockRestore();

    expect(saved.mailedAt).toBeNull();
    expect(messages.rows.get(saved.id)).toMatchObject({ mailedAt: null, userId: null });
    expect(mailer.sent).toHaveLength(0);
  });

  it('records a Quick Support message without mobile and address, and who sent it', async () => {
    const { service, mailer } = setup();
    const saved = await service.submitSupport(
      { name: 'Meena', email: 'meena@example.com', message: 'I cannot log in' },
      farmer,
    );
    expect(saved).toMatchObject({ kind: 'support', mobile: null, address: null, userId: 'user-1' });
    expect(mailer.sent[0]!.subject).toBe('Quick Support: Meena');
    expect(mailer.sent[0]!.text).toContain('Logged in: yes (user user-1)');
  });

  it('gives every message its own id', async () => {
    const { service, messages } = setup();
    const a = await service.submitContact(contact);
    const b = await service.submitContact(contact);
    expect(a.id).not.toBe(b.id);
    expect(messages.rows.size).toBe(2);
  });

  it('lists one kind of message to an administrator, a page at a time', async () => {
    const { service, messages, clock } = setup();
    for (let i = 0; i < 3; i++) {
      await service.submitContact({ ...contact, name: `Sender ${i}` });
      clock.advance(60_000);
    }
    await service.submitSupport({ name: 'S', email: 's@example.com', message: 'm' });

    const page = await service.list(admin, 'contact', { page: 2, limit: 2 });
    expect(messages.listCalls.at(-1)).toEqual({
      kind: 'contact',
      page: { offset: 2, limit: 2 },
    });
    expect(page.total).toBe(3);
    expect(page.items.map((m) => m.name)).toEqual(['Sender 0']);
  });

  it('lists nothing to a user who is not an administrator', async () => {
    const { service, messages } = setup();
    await service.submitContact(contact, farmer);
    const listing = service.list(farmer, 'contact', { page: 1, limit: 20 });
    await expect(listing).rejects.toBeInstanceOf(ForbiddenError);
    await expect(listing).rejects.toMatchObject({ code: 'AUTH.ADMIN_ONLY' });
    expect(messages.listCalls).toHaveLength(0);
  });
});
