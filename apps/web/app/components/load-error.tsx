import { Button } from '@shop/ui';
import { Spinner } from './spinner';

/**
 * What a page or tab could not load, why, and Try again (orders, the profile). While `retrying`,
 * the button is disabled and turns a spinner.
 */
export function LoadError({
  title,
  message,
  onRetry,
  retrying,
  heading: Heading = 'h2',
  padding = 'py-14',
}: {
  title: string;
  message: string;
  onRetry: () => void;
  retrying?: boolean;
  /** The title's level: h3 inside a tab, under the tab's own heading. */
  heading?: 'h2' | 'h3';
  /** A tab's panel is lower than a page's. */
  padding?: 'py-12' | 'py-14';
}) {
  return (
    <div
      role="alert"
      className={`rounded-2xl bg-white px-6 ${padding} text-center shadow-sm ring-1 ring-stone-200`}
    >
      <Heading className="text-lg font-bold text-ink">{title}</Heading>
      <p className="mt-1 text-sm text-muted">{message}</p>
      <Button className="mt-6" onClick={onRetry} disabled={retrying}>
        {retrying ? <Spinner /> : null}
        Try again
      </Button>
    </div>
  );
}
