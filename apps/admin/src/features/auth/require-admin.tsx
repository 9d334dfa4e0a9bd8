import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { session, useToken } from '../../lib/session';
import { useMe } from '../../lib/use-me';

const STAFF_ONLY = "This site is for the shop's staff. Please sign in with an admin account.";

/**
 * Every page but the login needs a signed-in admin. The API checks the role on every call as
 * well; this only saves a customer from a screen full of refusals.
 */
export function RequireAdmin() {
  const token = useToken();
  const location = useLocation();
  const me = useMe();
  const refused =
    (me.isError && me.error instanceof ApiError && me.error.status === 401) ||
    (me.data !== undefined && me.data.role !== 'admin');
  // Once signed out, the next render has no token and must still carry the notice: otherwise its
  // plain redirect to the login page replaces the one that explained the refusal.
  const [wasRefused, setWasRefused] = useState(false);
  // A customer's token must not stay in use here (signing out changes other components' state,
  // so it happens after rendering).
  useEffect(() => {
    if (!refused) return;
    setWasRefused(true);
    session.signOut();
  }, [refused]);

  if (!token) {
    return (
      <Navigate
        to="/login"
        replace
        state={wasRefused ? { notice: STAFF_ONLY } : { from: location.pathname }}
      />
    );
  }
  if (me.isPending) {
    return (
      <p role="status" className="p-8 text-center text-muted">
        Loading…
      </p>
    );
  }
  if (refused) {
    return <Navigate to="/login" replace state={{ notice: STAFF_ONLY }} />;
  }
  if (me.isError) {
    return (
      <p role="alert" className="p-8 text-center text-red-700">
        {me.error.message}
      </p>
    );
  }
  return <Outlet />;
}
