/** In place of a page whose code could not be fetched (lib/lazy-part.tsx). */
export function ConnectionNeeded() {
  return (
    <p role="alert" className="mx-auto max-w-xl px-4 py-16 text-center text-muted">
      This page could not be loaded. Please check your connection and try again.
    </p>
  );
}
