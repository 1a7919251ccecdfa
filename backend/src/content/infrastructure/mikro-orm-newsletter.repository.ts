import { Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { ConflictError } from '../../shared/domain/domain-error';
import type { NewsletterSubscription } from '../domain/newsletter-subscription';
import { NewsletterRepository } from '../application/ports/newsletter.repository';
import { NewsletterSubscriptionSchema } from './newsletter-subscription.schema';

@Injectable()
export class MikroOrmNewsletterRepository extends NewsletterRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  findByEmail(email: string): Promise<NewsletterSubscription | null> {
    return this.em.findOne(NewsletterSubscriptionSchema, { email });
  }

  findByTokenHash(hash: string): Promise<NewsletterSubscription | null> {
    return this.em.findOne(NewsletterSubscriptionSchema, { tokenHash: hash });
  }

  async save(subscription: NewsletterSubscription): Promise<void> {
    try {
      await this.em.persist(subscription).flush();
    } catch (e) {
      if (e instanceof UniqueConstraintViolationException) {
        this.em.clear();
        throw new ConflictError('NEWSLETTER.DUPLICATE');
      }
      throw e;
    }
  }
}
