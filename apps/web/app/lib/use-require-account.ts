import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useHydrated } from './use-hydrated';
import { loginPathFor } from './return-path';
import { useSession, type Session } from './session';

/**
 * For pages only a signed-in customer may see (checkout, orders). The token lives in this
 * browser, so the server renders a placeholder; after hydration a visitor is sent to /login
 * and brought back here afterwards. Null until a session is known.
 */
export function useRequireAccount(): Session | null {
  const hydrated = useHydrated();
  const session = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (hydrated && !session) void navigate(loginPathFor(pathname + search), { replace: true });
  }, [hydrated, session, navigate, pathname, search]);

  return hydrated ? session : null;
}
