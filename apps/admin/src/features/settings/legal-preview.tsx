import { useDeferredValue, useId } from 'react';
import { legalBlocks } from '@shop/contracts';

/**
 * The text drawn as the shop will show it: headings and paragraphs, always as text (never
 * HTML). Deferred, so typing in a long page stays quick.
 */
export function LegalPreview({ text }: { text: string }) {
  const shown = useDeferredValue(text);
  const titleId = useId();
  const blocks = legalBlocks(shown);
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <h2 id={titleId} className="text-base font-bold text-ink">
        Preview
      </h2>
      <p className="mt-1 text-sm text-muted">How the page reads on the shop.</p>
      <div className="mt-4 rounded-lg border border-stone-200 bg-stone-50 p-4 sm:p-5">
        {blocks.length === 0 ? (
          <p className="text-sm text-muted">Nothing to show yet.</p>
        ) : (
          blocks.map((block, i) =>
            block.kind === 'heading' ? (
              <h3 key={i} className="mt-5 text-lg font-bold text-ink first:mt-0">
                {block.text}
              </h3>
            ) : (
              <p
                key={i}
                className="mt-3 text-sm leading-relaxed break-words whitespace-pre-line text-ink first:mt-0"
              >
                {block.text}
              </p>
            ),
          )
        )}
      </div>
    </section>
  );
}
