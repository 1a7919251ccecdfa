import { QueuedMessageSchema } from './queued-message.schema';

/** The tables the messaging context owns, registered by MessagingModule. */
export const messagingEntities = [QueuedMessageSchema];
