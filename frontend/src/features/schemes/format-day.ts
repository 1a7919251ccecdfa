/** A YYYY-MM-DD day written out for the reader's language: "1 February 2024", "1 फ़रवरी 2024". */
export function formatDay(isoDay: string, language: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDay;
  return new Intl.DateTimeFormat(`${language}-IN`, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    // The day as written, whatever the phone's time zone.
    timeZone: 'UTC',
  }).format(date);
}
