import type { NewsletterSubscription } from '../../domain/newsletter-subscription';

export abstract class NewsletterRepository {
  abstract findByEmail(email: string): Promise<NewsletterSubscription | null>;
  abstract findByTokenHash(hash: string): Promise<NewsletterSubscription | null>;
  /** Inserts or updates by id; a ConflictError when another subscription of the address won a race. */
  abstract save(subscription: NewsletterSubscription): Promise<void>;
}
