import { NotificationSchema } from './notification.schema';

/** The tables the notifications context owns, registered by NotificationsModule. */
export const notificationsEntities = [NotificationSchema];
