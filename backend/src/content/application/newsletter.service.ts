import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { ConflictError } from '../../shared/domain/domain-error';
import { Mailer } from '../../shared/mail/mailer';
import { escapeHtml } from '../../shared/mail/escape-html';
import { DEFAULT_LANG, type Lang } from '../../i18n/language';
import { translate } from '../../i18n/translate';
import { Clock } from '../../shared/time/clock';
import { ContentErrors } from '../domain/content-errors';
import { NewsletterSubscription } from '../domain/newsletter-subscription';
import { NewsletterRepository } from './ports/newsletter.repository';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The footer's newsletter, double opt-in: subscribing mails a confirmation link; only a confirmed
 * address counts. The answer is the same whatever the address's state, so the form tells nobody
 * who is subscribed, and a repeated request never mails more than once in ten minutes.
 */
@Injectable()
export class NewsletterService {
  private readonly logger = new Logger(NewsletterService.name);

  constructor(
    private readonly subscriptions: NewsletterRepository,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
  ) {}

  /**
   * `linkBase` is where the site answers, e.g. "https://agrosense.example"; `lang` the language
   * of the request, which the confirmation mail is written in.
   */
  async subscribe(email: string, linkBase: string, lang: Lang = DEFAULT_LANG): Promise<void> {
    const address = email.trim().toLowerCase();
    const now = this.clock.now();
    let subscription = await this.subscriptions.findByEmail(address);
    if (subscription && !subscription.mayMailConfirmation(now)) return;
    const token = randomBytes(32).toString('base64url');
    if (!subscription) {
      subscription = new NewsletterSubscription(
        randomUUID(),
        address,
        'pending',
        hashToken(token),
        now,
        now,
        null,
        null,
      );
    } else {
      Object.assign(subscription, {
        status: 'pending',
        tokenHash: hashToken(token),
        lastMailedAt: now,
        unsubscribedAt: null,
      });
    }
    try {
      await this.subscriptions.save(subscription);
    } catch (e) {
      // Two first requests for one address at once: the other one is mailing it.
      if (e instanceof ConflictError) return;
      throw e;
    }
    try {
      await this.mailer.send(confirmationMail(address, linkBase, token, lang));
    } catch (e) {
      this.logger.error(`Could not mail the newsletter confirmation: ${String(e)}`);
    }
  }

  async confirm(token: string): Promise<void> {
    const subscription = await this.byToken(token);
    if (subscription.status === 'unsubscribed') throw ContentErrors.badNewsletterLink();
    if (subscription.status === 'confirmed') return;
    Object.assign(subscription, { status: 'confirmed', confirmedAt: this.clock.now() });
    await this.subscriptions.save(subscription);
  }

  async unsubscribe(token: string): Promise<void> {
    const subscription = await this.byToken(token);
    if (subscription.status === 'unsubscribed') return;
    Object.assign(subscription, { status: 'unsubscribed', unsubscribedAt: this.clock.now() });
    await this.subscriptions.save(subscription);
  }

  private async byToken(token: string): Promise<NewsletterSubscription> {
    const found = /^[A-Za-z0-9_-]{43}$/.test(token)
      ? await this.subscriptions.findByTokenHash(hashToken(token))
      : null;
    if (!found) throw ContentErrors.badNewsletterLink();
    return found;
  }
}

function confirmationMail(to: string, linkBase: string, token: string, lang: Lang) {
  const confirm = `${linkBase}/api/newsletter/confirm?token=${token}`;
  const unsubscribe = `${linkBase}/api/newsletter/unsubscribe?token=${token}`;
  const t = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) =>
    translate(lang, key, params);
  const p = (html: string) => `<p>${html}</p>`;
  return {
    to,
    subject: t('MAIL.NEWSLETTER.SUBJECT'),
    text: [
      t('MAIL.NEWSLETTER.HELLO'),
      '',
      t('MAIL.NEWSLETTER.ASKED'),
      t('MAIL.NEWSLETTER.CONFIRM_LINK', { link: confirm }),
      '',
      t('MAIL.NEWSLETTER.NOT_YOU'),
      t('MAIL.NEWSLETTER.UNSUBSCRIBE_LINK', { link: unsubscribe }),
      '',
      t('MAIL.SIGNATURE'),
    ].join('\n'),
    html: [
      p(escapeHtml(t('MAIL.NEWSLETTER.HELLO'))),
      p(escapeHtml(t('MAIL.NEWSLETTER.ASKED'))),
      p(`<a href="${escapeHtml(confirm)}">${escapeHtml(t('MAIL.NEWSLETTER.CONFIRM_BUTTON'))}</a>`),
      p(escapeHtml(t('MAIL.NEWSLETTER.NOT_YOU'))),
      p(
        `<a href="${escapeHtml(unsubscribe)}">${escapeHtml(t('MAIL.NEWSLETTER.UNSUBSCRIBE_BUTTON'))}</a>`,
      ),
      p(escapeHtml(t('MAIL.SIGNATURE'))),
    ].join('\n'),
  };
}
