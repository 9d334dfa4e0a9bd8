/** '+211 922 450 310' with non-breaking spaces, so a phone number never wraps mid-number. */
export function phoneText(phone: string): string {
  return phone.replace(/ /g, '\u00a0');
}
