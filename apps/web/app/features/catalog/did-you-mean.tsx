import { Fragment } from 'react';
import { Link } from 'react-router';

/** Typo help when a search found nothing: the closest product names the API suggests. */
export function DidYouMean({
  suggestions,
  hrefFor,
}: {
  suggestions: string[];
  hrefFor: (q: string) => string;
}) {
  if (suggestions.length === 0) return null;
  return (
    <p className="text-base">
      Did you mean:{' '}
      {suggestions.map((s, i) => (
        <Fragment key={s}>
          {i > 0 && (i === suggestions.length - 1 ? ' or ' : ', ')}
          <Link
            to={hrefFor(s)}
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            {s}
          </Link>
        </Fragment>
      ))}
      ?
    </p>
  );
}
