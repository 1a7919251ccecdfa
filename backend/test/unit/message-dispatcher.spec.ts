import { LEASE_MS } from '../../src/messaging/application/message-dispatcher';
import { MAX_ATTEMPTS } from '../../src/messaging/domain/queued-message';
import { messagingWithFakes } from '../fakes/messaging';

const seller = 'aaaaaaaa-0000-4000-8000-000000000001';
const contact = {
  phone: '919876543210',
  language: 'hi' as const,
  smsAlerts: true,
  whatsappAlerts: false,
  quietHours: { start: '21:00', end: '07:00' },
};
const news = (n: number) => ({
  userId: seller,
  template: 'order_accepted' as const,
  params: { crop: 'गेहूँ', link: 'https://agrosense.in/o/x' },
  eventKey: `order:${n}:order_accepted`,
});

describe('the message worker (fake clock)', () => {
  it('sends what is due once, in the member’s language, and records the provider’s id', async () => {
    const f = messagingWithFakes();
    f.recipients.contacts.set(seller, contact);
    expect(await f.messages.tell(news(1))).toEqual(['sms']);
    // The same event again queues nothing.
    expect(await f.messages.tell(news(1))).toEqual([]);
    expect(await f.dispatcher.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0, held: 0 });
    expect(await f.dispatcher.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0, held: 0 });
    expect(f.gateway.sent).toHaveLength(1);
    expect(f.gateway.sent[0]).toMatchObject({ to: '919876543210', language: 'hi' });
    expect(f.gateway.sent[0].text).toContain('गेहूँ का आपका ऑर्डर मंज़ूर हुआ');
    const [row] = f.store.rows.values();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, provider: 'scripted' });
    expect(row.providerId).toBe(`p-${row.id}`);
  });

  it('holds a message through quiet hours and sends it when they end', async () => {
    const f = messagingWithFakes();
    f.recipients.contacts.set(seller, contact);
    f.clock.advance(10 * 3600_000); // 22:00 India time
    await f.messages.tell(news(2));
    expect((await f.dispatcher.runOnce()).sent).toBe(0);
    f.clock.advance(8 * 3600_000 + 59 * 60_000); // 06:59
    expect((await f.dispatcher.runOnce()).sent).toBe(0);
    f.clock.advance(60_000); // 07:00
    expect((await f.dispatcher.runOnce()).sent).toBe(1);
  });

  it('retries with growing waits, then gives up as failed after the last try', async () => {
    const f = messagingWithFakes();
    f.recipients.contacts.set(seller, contact);
    f.gateway.next = () => ({ outcome: 'retry', error: 'msg91:rate_limited' });
    await f.messages.tell(news(3));
    const waits: number[] = [];
    for (let n = 1; n <= MAX_ATTEMPTS; n++) {
      const before = f.clock.now().getTime();
      await f.dispatcher.runOnce();
      const [row] = f.store.rows.values();
      expect(row.attempts).toBe(n);
      if (n < MAX_ATTEMPTS) {
        expect(row.status).toBe('queued');
        waits.push((row.notBefore.getTime() - before) / 1000);
        // Not before its time.
        expect((await f.dispatcher.runOnce()).retried).toBe(0);
        f.clock.advance(row.notBefore.getTime() - before);
      } else {
        expect(row).toMatchObject({ status: 'failed', lastError: 'msg91:rate_limited' });
      }
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 960, 1920]);
  });

  it('fails at once on a permanent error, and retries when the gateway throws', async () => {
    const f = messagingWithFakes();
    f.recipients.contacts.set(seller, contact);
    f.gateway.next = () => ({ outcome: 'failed', error: 'msg91:invalid_number' });
    await f.messages.tell(news(4));
    expect((await f.dispatcher.runOnce()).failed).toBe(1);
    f.gateway.next = () => {
      throw new Error('boom');
    };
    await f.messages.tell(news(5));
    expect((await f.dispatcher.runOnce()).retried).toBe(1);
  });

  it('keeps a member to the daily cap: the rest wait for the next India day, none is dropped', async () => {
    const f = messagingWithFakes({ userDailyCap: 2 });
    f.recipients.contacts.set(seller, contact);
    for (const n of [6, 7, 8]) await f.messages.tell(news(n));
    expect(await f.dispatcher.runOnce()).toMatchObject({ sent: 2, held: 1 });
    f.clock.advance(3600_000);
    expect(await f.dispatcher.runOnce()).toMatchObject({ sent: 0, held: 0 });
    // 00:00 India time the next day (it was 13:00).
    f.clock.advance(11 * 3600_000);
    expect(await f.dispatcher.runOnce()).toMatchObject({ sent: 1 });
    expect(f.gateway.sent).toHaveLength(3);
  });

  it('keeps the whole site to its daily cap, but lets one-time codes through', async () => {
    const f = messagingWithFakes({ dailyCap: 1 });
    f.recipients.contacts.set(seller, contact);
    await f.messages.tell(news(9));
    await f.messages.tell(news(10));
    await f.messages.sendCode({
      phone: '919876543210',
      language: 'gu',
      code: '482913',
      userId: seller,
      eventKey: 'reset-code:1',
    });
    expect(await f.dispatcher.runOnce()).toMatchObject({ sent: 2, held: 1 });
    const code = f.gateway.sent.find((m) => m.template === 'otp');
    expect(code?.text).toContain('482913');
    // The outbox keeps no copy of a code once it went out.
    const row = [...f.store.rows.values()].find((r) => r.template === 'otp');
    expect(row?.text).not.toContain('482913');
    expect(row?.params.code).toBe('••••••');
  });

  it('sends a code through quiet hours, whatever the member’s settings', async () => {
    const f = messagingWithFakes();
    f.recipients.contacts.set(seller, { ...contact, smsAlerts: false });
    f.clock.advance(12 * 3600_000); // 00:00 India time
    expect(await f.messages.tell(news(11))).toEqual([]);
    await f.messages.sendCode({
      phone: '919876543210',
      language: 'en',
      code: '111222',
      userId: seller,
      eventKey: 'reset-code:2',
    });
    expect((await f.dispatcher.runOnce()).sent).toBe(1);
  });

  it('sends a message again after a worker died holding it, once its lease ended', async () => {
    const f = messagingWithFakes();
    f.recipients.contacts.set(seller, contact);
    await f.messages.tell(news(12));
    // A worker claimed it and died before recording anything.
    await f.store.claimDue(f.clock.now(), new Date(f.clock.now().getTime() + LEASE_MS), 10);
    expect((await f.dispatcher.runOnce()).sent).toBe(0);
    f.clock.advance(LEASE_MS + 1000);
    expect((await f.dispatcher.runOnce()).sent).toBe(1);
    expect(f.gateway.sent).toHaveLength(1);
  });

  it('queues nothing for a member without a usable number, and WhatsApp only when chosen', async () => {
    const f = messagingWithFakes();
    f.recipients.contacts.set(seller, { ...contact, phone: null });
    expect(await f.messages.tell(news(13))).toEqual([]);
    f.recipients.contacts.set(seller, { ...contact, smsAlerts: false, whatsappAlerts: true });
    expect(await f.messages.tell(news(14))).toEqual(['whatsapp']);
  });
});
