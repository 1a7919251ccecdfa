import { InboxMessageSchema } from './inbox-message.schema';
import { IndianStateSchema } from './indian-state.schema';
import { MachineryResourceSchema, ResourceReviewSchema } from './machinery-resource.schema';
import { NewsletterSubscriptionSchema } from './newsletter-subscription.schema';
import { SchemeSchema } from './scheme.schema';

/** The tables the content context owns, registered by ContentModule. */
export const contentEntities = [
  IndianStateSchema,
  SchemeSchema,
  MachineryResourceSchema,
  ResourceReviewSchema,
  InboxMessageSchema,
  NewsletterSubscriptionSchema,
];
