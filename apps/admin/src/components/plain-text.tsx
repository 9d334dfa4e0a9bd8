/**
 * What a person wrote (a message, an e-mail's text), shown as text with its line breaks, never
 * as HTML.
 */
export function PlainText({ children }: { children: string }) {
  return (
    <p className="text-sm leading-relaxed break-words whitespace-pre-wrap text-ink">{children}</p>
  );
}
