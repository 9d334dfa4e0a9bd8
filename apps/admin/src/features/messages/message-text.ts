/** The first words of a message for the inbox's row: one line, cut at a word, never mid-word. */
export function messageExcerpt(text: string, max = 120): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(' ');
  // A single very long word is cut where it must be.
  const head = lastSpace > max / 2 ? cut.slice(0, lastSpace) : flat.slice(0, max);
  return `${head.replace(/[\s.,;:!?-]+$/, '')}…`;
}

/** 'Re: <subject>' once: replying to a reply does not stack 'Re: Re:'. */
export function replySubject(subject: string): string {
  const trimmed = subject.trim();
  return /^re:/i.test(trimmed) ? trimmed : `Re: ${trimmed}`;
}

/**
 * The Reply button's address: opens the staff's mail client with the sender as recipient and
 * 'Re: <subject>'. Everything is encoded (a subject may hold '&', '?' or '#'); the address keeps
 * its '@' so every mail client reads it.
 */
export function replyHref(email: string, subject: string): string {
  const to = encodeURIComponent(email.trim()).replace(/%40/g, '@');
  return `mailto:${to}?subject=${encodeURIComponent(replySubject(subject))}`;
}
