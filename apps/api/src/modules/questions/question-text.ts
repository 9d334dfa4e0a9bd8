import { normalizeText } from '@shop/assistant';
import { UNANSWERED_TEXT_MAX } from '@shop/contracts';

// What is kept of a question for the staff's 'Unanswered questions' (decision 0020): the words only,
// as the assistant reads them (lower case, no punctuation), so "Show me wardrobes?" and "show me
// wardrobes" are one question. Visitors sometimes type how to reach them: e-mail addresses and
// phone numbers are taken out first.

const EMAIL = /\S+@\S+/g;
// Seven digits or more, spaced, dashed or bracketed as phone numbers are ('+211 921 234 567',
// '0921-234567'). Commas are not phone spelling: '2,000,000' is a price and stays.
const PHONE_LIKE = /\+?\d[\d\s\-.()/]{5,}\d/g;

const digitCount = (text: string) => text.replace(/\D/g, '').length;

/** The question as stored: normalised, no e-mail or phone number, at most UNANSWERED_TEXT_MAX. */
export function questionText(raw: string): string {
  const text = normalizeText(
    raw.replace(EMAIL, ' ').replace(PHONE_LIKE, (run) => (digitCount(run) >= 7 ? ' ' : run)),
  );
  if (text.length <= UNANSWERED_TEXT_MAX) return text;
  // Cut at a word's end: half a word would group apart from the same question cut elsewhere.
  const cut = text.slice(0, UNANSWERED_TEXT_MAX + 1);
  return cut.slice(0, cut.lastIndexOf(' ')).trim() || cut.slice(0, UNANSWERED_TEXT_MAX);
}
