import * as z from 'zod/mini';
import { api, requireData } from '../../../api/client';
import type { UserProfile } from '../../../api/user-profile';

/**
 * How AgroSense reaches a member's phone: SMS and WhatsApp alerts (order news, price alerts) and
 * the quiet hours in which they wait (India time, "HH:MM"). In-app notifications are always on;
 * OTPs ignore quiet hours.
 */
export type MessageSettings = Pick<
  UserProfile,
  'smsAlerts' | 'whatsappAlerts' | 'quietHoursStart' | 'quietHoursEnd'
>;

/** The server's defaults, for a profile saved before these settings existed. */
export const DEFAULT_MESSAGE_SETTINGS: MessageSettings = {
  smsAlerts: true,
  whatsappAlerts: false,
  quietHoursStart: '21:00',
  quietHoursEnd: '07:00',
};

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

const timeOfDay = z
  .string()
  .check(z.refine((value) => TIME_OF_DAY.test(value), 'validation.quietHoursTime'));

/** Both times are needed; the same time twice is allowed: no quiet hours (the server's rule). */
export const messageSettingsSchema = z.object({
  smsAlerts: z.boolean(),
  whatsappAlerts: z.boolean(),
  quietHoursStart: timeOfDay,
  quietHoursEnd: timeOfDay,
});

/**
 * The settings as the profile holds them; the defaults for what it does not say (a profile kept
 * offline from before these settings existed).
 */
export function messageSettingsOf(profile: UserProfile): MessageSettings {
  const saved: Partial<MessageSettings> = profile;
  return {
    smsAlerts: saved.smsAlerts ?? DEFAULT_MESSAGE_SETTINGS.smsAlerts,
    whatsappAlerts: saved.whatsappAlerts ?? DEFAULT_MESSAGE_SETTINGS.whatsappAlerts,
    quietHoursStart: saved.quietHoursStart ?? DEFAULT_MESSAGE_SETTINGS.quietHoursStart,
    quietHoursEnd: saved.quietHoursEnd ?? DEFAULT_MESSAGE_SETTINGS.quietHoursEnd,
  };
}

/** PUT /api/auth/users/{userId} with these four fields only; answers the profile as saved. */
export async function updateMessageSettings(
  userId: string,
  settings: MessageSettings,
): Promise<UserProfile> {
  const { data } = await api.PUT('/api/auth/users/{userId}', {
    params: { path: { userId } },
    body: {
      smsAlerts: settings.smsAlerts,
      whatsappAlerts: settings.whatsappAlerts,
      quietHoursStart: settings.quietHoursStart,
      quietHoursEnd: settings.quietHoursEnd,
    },
  });
  return requireData(data);
}
