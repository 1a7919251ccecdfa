/**
 * Quiet hours in India time (UTC+05:30 all year: India has no daylight saving). A member's
 * messages are held, not dropped, until their quiet hours end; OTPs pass (ADR 0013).
 */
export interface QuietHours {
  /** "21:00" */
  start: string;
  /** "07:00"; before start means the quiet hours run over midnight. */
  end: string;
}

export const DEFAULT_QUIET_HOURS: QuietHours = { start: '21:00', end: '07:00' };
export const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
}

/** Minutes since India midnight. */
export function indiaMinuteOfDay(at: Date): number {
  return Math.floor(((at.getTime() + IST_OFFSET_MS) % DAY_MS) / 60_000);
}

/** The moment the India day of `at` began (00:00 IST), as a Date. */
export function indiaDayStart(at: Date): Date {
  const local = at.getTime() + IST_OFFSET_MS;
  return new Date(local - (local % DAY_MS) - IST_OFFSET_MS);
}

/** The next India midnight after `at`. */
export function nextIndiaMidnight(at: Date): Date {
  return new Date(indiaDayStart(at).getTime() + DAY_MS);
}

/** Whether `at` falls in the quiet hours (start inclusive, end exclusive). Equal: no quiet hours. */
export function isQuiet(at: Date, quiet: QuietHours): boolean {
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return false;
  const now = indiaMinuteOfDay(at);
  return start < end ? now >= start && now < end : now >= start || now < end;
}

/** `at` itself when it is not in the quiet hours, else the moment they end. */
export function notBeforeFor(at: Date, quiet: QuietHours): Date {
  if (!isQuiet(at, quiet)) return at;
  const end = minutesOf(quiet.end);
  const now = indiaMinuteOfDay(at);
  const wait = (end - now + 1440) % 1440 || 1440;
  const startOfMinute = at.getTime() - (at.getTime() % 60_000);
  return new Date(startOfMinute + wait * 60_000);
}
