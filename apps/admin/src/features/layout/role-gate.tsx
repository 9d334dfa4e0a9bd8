import { roleMayUse, STAFF_MESSAGES, type StaffArea } from '@shop/contracts';
import { Link, Navigate, Outlet, useMatches } from 'react-router';
import { useStaffRole } from '../../lib/staff-role';
import { NAV_ITEMS } from './nav-items';

/**
 * What a route of the admin site declares in its `handle`: the part of the admin it belongs to
 * (packages/contracts/src/staff-rules.ts), or `open` for pages every staff member may see. A
 * route that declares neither is an owner's page: deny by default, as on the API.
 */
export interface RouteAccess {
  area?: StaffArea;
  open?: boolean;
  /** The dashboard: a role without it starts at its first page instead of a refusal. */
  home?: boolean;
}

/** The first menu entry the role may open: where it lands. */
export function firstPageOf(role: Parameters<typeof roleMayUse>[0]) {
  return NAV_ITEMS.find((item) => roleMayUse(role, item.area)) ?? NAV_ITEMS[0]!;
}

/**
 * The page, when the signed-in role may use it; else a plain sentence that names the role and
 * the part (a page opened by its address, from a bookmark or a colleague's link), never a page
 * of refusals from the API.
 */
export function RoleGate() {
  const role = useStaffRole();
  const matches = useMatches();
  const access = (matches.at(-1)?.handle ?? {}) as RouteAccess;
  if (access.open || roleMayUse(role, access.area)) return <Outlet />;
  if (!role) return null;
  const first = firstPageOf(role);
  if (access.home) return <Navigate to={first.to} replace />;
  return (
    <div className="mx-auto max-w-lg py-16 text-center">
      <h1 className="text-2xl font-bold text-ink">Not part of your role</h1>
      <p role="alert" className="mt-2 text-muted">
        {STAFF_MESSAGES.roleExcludes(role, access.area)}
      </p>
      <Link
        to={first.to}
        className="mt-6 inline-block font-semibold text-brand-700 hover:underline"
      >
        Go to {first.label}
      </Link>
    </div>
  );
}
