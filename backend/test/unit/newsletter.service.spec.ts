import { Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { NewsletterService } from '../../src/content/application/newsletter.service';
import { CONFIRMATION_RESEND_MS } from '../../src/content/domain/newsletter-subscription';
import { translate } from '../../src/i18n/translate';
import { ConflictError, InvalidInputError } from '../../src/shared/domain/domain-error';
import { FakeClock, RecordingMailer } from '../fakes/accounts';
import { InMemoryNewsletterRepository } from '../fakes/content';

const SITE = 'https://agrosense.example';
const START = new Date('2026-11-26T09:00:00Z');

function setup() {
  const subscriptions = new InMemoryNewsletterRepository();
  const mailer = new RecordingMailer();
  const clock = new FakeClock(START);
  const service = new NewsletterService(subscriptions, mailer, clock);
  return { service, subscriptions, mailer, clock };
}

/** The token in the confirmation link of the n-th mail sent. */
function tokenOf(mailer: RecordingMailer, n = -1): string {
  const mail = mailer.sent.at(n);
  const match = /\/api\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
  if (!match) throw new Error('no confirmation link in the mail');
  return match[1]!;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

async function expectBadLink(promise: Promise<unknown>) {
  await expect(promise).rejects.toBeInstanceOf(InvalidInputError);
  await expect(promise).rejects.toMatchObject({ code: 'NEWSLETTER.LINK' });
}

beforeAll(() => Logger.overrideLogger(false));

describe('NewsletterService (double opt-in)', () => {
  it('stores a pending subscription and mails a confirm and an unsubscribe link', async () => {
    const { service, subscriptions, mailer } = setup();
    await service.subscribe('  Ravi@Example.COM ', SITE);

    const stored = subscriptions.stored('ravi@example.com');
    expect(stored).toMatchObject({
      status: 'pending',
      lastMailedAt: START,
      createdAt: START,
      confirmedAt: null,
    });
    expect(mailer.sent).toHaveLength(1);
    const mail = mailer.sent[0]!;
    expect(mail.to).toBe('ravi@example.com');
    const token = tokenOf(mailer);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.text).toContain(`${SITE}/api/newsletter/unsubscribe?token=${token}`);
    expect(mail.html).toContain(`href="${SITE}/api/newsletter/confirm?token=${token}"`);
    // Only the token's hash is kept.
    expect(stored!.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('writes the confirmation mail in the language of the request', async () => {
    const { service, mailer } = setup();
    await service.subscribe('a@example.com', SITE, 'hi');
    expect(mailer.sent[0]!.subject).toBe(translate('hi', 'MAIL.NEWSLETTER.SUBJECT'));
    expect(mailer.sent[0]!.subject).not.toBe(translate('en', 'MAIL.NEWSLETTER.SUBJECT'));
  });

  it('confirms with the link, once; a second click changes nothing', async () => {
    const { service, subscriptions, mailer, clock } = setup();
    await service.subscribe('a@example.com', SITE);
    clock.advance(5 * 60_000);
    await service.confirm(tokenOf(mailer));
    const confirmedAt = new Date(START.getTime() + 5 * 60_000);
    expect(subscriptions.stored('a@example.com')).toMatchObject({
      status: 'confirmed',
      confirmedAt,
    });

    clock.advance(60 * 60_000);
    const saves = subscriptions.saves;
    await service.confirm(tokenOf(mailer));
    expect(subscriptions.saves).toBe(saves);
    expect(subscriptions.stored('a@example.com')!.confirmedAt).toEqual(confirmedAt);
  });

  it('mails at most once in ten minutes to the same address, and answers the same', async () => {
    const { service, mailer, clock } = setup();
    await service.subscribe('a@example.com', SITE);
    clock.advance(CONFIRMATION_RESEND_MS - 1);
    await expect(service.subscribe('a@example.com', SITE)).resolves.toBeUndefined();
    expect(mailer.sent).toHaveLength(1);

    clock.advance(1);
    await service.subscribe('A@example.com', SITE);
    expect(mailer.sent).toHaveLength(2);
  });

  it('replaces the token when it mails again: the older link stops working', async () => {
    const { service, subscriptions, mailer, clock } = setup();
    await service.subscribe('a@example.com', SITE);
    const first = tokenOf(mailer);
    clock.advance(CONFIRMATION_RESEND_MS);
    await service.subscribe('a@example.com', SITE);
    const second = tokenOf(mailer);

    expect(second).not.toBe(first);
    expect(subscriptions.rows.size).toBe(1);
    await expectBadLink(service.confirm(first));
    await service.confirm(second);
    expect(subscriptions.stored('a@example.com')!.status).toBe('confirmed');
  });

  it('never mails a confirmed address again, and does not tell the form it is subscribed', async () => {
    const { service, subscriptions, mailer, clock } = setup();
    await service.subscribe('a@example.com', SITE);
    await service.confirm(tokenOf(mailer));
    clock.advance(24 * 60 * 60_000);
    await expect(service.subscribe('a@example.com', SITE)).resolves.toBeUndefined();
    expect(mailer.sent).toHaveLength(1);
    expect(subscriptions.stored('a@example.com')!.status).toBe('confirmed');
  });

  it('unsubscribes with the link; the same link then cannot confirm', async () => {
    const { service, subscriptions, mailer, clock } = setup();
    await service.subscribe('a@example.com', SITE);
    const token = tokenOf(mailer);
    await service.confirm(token);
    clock.advance(60_000);
    await service.unsubscribe(token);
    expect(subscriptions.stored('a@example.com')).toMatchObject({
      status: 'unsubscribed',
      unsubscribedAt: new Date(START.getTime() + 60_000),
    });

    await expectBadLink(service.confirm(token));
    // Unsubscribing twice is fine.
    clock.advance(60_000);
    await expect(service.unsubscribe(token)).resolves.toBeUndefined();
    expect(subscriptions.stored('a@example.com')!.unsubscribedAt).toEqual(
      new Date(START.getTime() + 60_000),
    );
  });

  it('lets an unsubscribed address subscribe again, as a new pending subscription', async () => {
    const { service, subscriptions, mailer, clock } = setup();
    await service.subscribe('a@example.com', SITE);
    await service.unsubscribe(tokenOf(mailer));
    clock.advance(CONFIRMATION_RESEND_MS);
    await service.subscribe('a@example.com', SITE);

    expect(mailer.sent).toHaveLength(2);
    expect(subscriptions.rows.size).toBe(1);
    expect(subscriptions.stored('a@example.com')).toMatchObject({
      status: 'pending',
      unsubscribedAt: null,
    });
  });

  it.each([
    ['an empty token', ''],
    ['a short token', 'abc'],
    ['a token with other characters', `${'a'.repeat(42)}=`],
    ['a well-formed unknown token', 'a'.repeat(43)],
  ])('refuses %s with NEWSLETTER.LINK', async (_what, token) => {
    const { service } = setup();
    await expectBadLink(service.confirm(token));
    await expectBadLink(service.unsubscribe(token));
  });

  it('keeps the subscription when the confirmation mail fails', async () => {
    const { service, subscriptions, mailer } = setup();
    mailer.failNext = true;
    await expect(service.subscribe('a@example.com', SITE)).resolves.toBeUndefined();
    expect(subscriptions.stored('a@example.com')!.status).toBe('pending');
  });

  it('mails nothing when another request for the address won the race to store it', async () => {
    const { service, subscriptions, mailer } = setup();
    subscriptions.failNextSave = new ConflictError('NEWSLETTER.DUPLICATE');
    await expect(service.subscribe('a@example.com', SITE)).resolves.toBeUndefined();
    expect(mailer.sent).toHaveLength(0);
  });

  it('does not hide other storage errors', async () => {
    const { service, subscriptions, mailer } = setup();
    subscriptions.failNextSave = new Error('database went away');
    await expect(service.subscribe('a@example.com', SITE)).rejects.toThrow('database went away');
    expect(mailer.sent).toHaveLength(0);
  });
});
