/**
 * A billing day (a renewal, the end of a paid period) as the member reads it: in their time zone
 * (a period ending just after midnight UTC is still the day before in New York) and their
 * browser's locale ("November 27, 2027" in en-US, "27 November 2027" in en-GB).
 */
export function formatBillingDate(iso: string, timeZone: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(new Date(iso));
}
