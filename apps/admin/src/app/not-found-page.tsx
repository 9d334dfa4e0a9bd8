import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <div className="mx-auto max-w-lg py-16 text-center">
      <h1 className="text-2xl font-bold text-ink">Page not found</h1>
      <p className="mt-2 text-muted">There is no admin page at this address.</p>
      <Link to="/" className="mt-6 inline-block font-semibold text-brand-700 hover:underline">
        Go to the dashboard
      </Link>
    </div>
  );
}
