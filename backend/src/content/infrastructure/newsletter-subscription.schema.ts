import { EntitySchema, type EntityCtor } from '@mikro-orm/core';
import { NewsletterSubscription } from '../domain/newsletter-subscription';

export const NewsletterSubscriptionSchema = new EntitySchema<
  NewsletterSubscription,
  never,
  EntityCtor<NewsletterSubscription>
>({
  class: NewsletterSubscription,
  tableName: 'newsletter_subscriptions',
  properties: {
    id: { type: 'uuid', primary: true },
    email: { type: 'string', length: 254, unique: true },
    status: { enum: true, items: ['pending', 'confirmed', 'unsubscribed'] },
    tokenHash: { type: 'string', length: 64, unique: true },
    lastMailedAt: { type: 'datetime', columnType: 'timestamptz', nullable: true },
    createdAt: { type: 'datetime', columnType: 'timestamptz' },
    confirmedAt: { type: 'datetime', columnType: 'timestamptz', nullable: true },
    unsubscribedAt: { type: 'datetime', columnType: 'timestamptz', nullable: true },
  },
});
