// Outside addresses the landing page builds from the company profile in the settings
// (docs/spec/account-and-company-site.md sections 2 and 7).

/** Driving directions to the company's coordinates, in whatever maps app the phone has. */
export function directionsUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}&travelmode=driving`;
}

/** The opening hours, a line a day range ('Monday - Friday: 8:00 - 18:00'). */
export function hoursLines(hours: readonly { days: string; hours: string }[]): string[] {
  return hours.map((h) => `${h.days}: ${h.hours}`);
}
