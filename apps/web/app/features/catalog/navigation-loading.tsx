import { MESSAGES } from '@shop/contracts/client';
import { useNavigation } from 'react-router';

/**
 * 'Loading...' while the browser fetches a product page (docs/spec/storefront.md section 2). Renders
 * nothing otherwise, so the page keeps its layout.
 */
export function ProductLoadingIndicator() {
  const navigation = useNavigation();
  const loading =
    navigation.state === 'loading' && navigation.location.pathname.startsWith('/product/');
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-3 z-50 flex justify-center"
    >
      {loading && (
        <span className="flex items-center gap-2 rounded-full bg-brand-900 px-4 py-2 text-sm font-semibold text-white shadow-lg">
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
          />
          {MESSAGES.loading}
        </span>
      )}
    </div>
  );
}
