import { useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Toaster } from '../../components/toaster';
import { signOut } from '../../lib/sign-out';
import { useFailedMailCount } from '../../lib/failed-mail';
import { usePaymentsSandbox } from '../../lib/payments-sandbox';
import { useUnreadMessageCount } from '../../lib/unread-messages';
import { useMe } from '../../lib/use-me';
import { useStaffRole } from '../../lib/staff-role';
import { roleMayUse, STAFF_ROLE_LABELS } from '@shop/contracts';
import { NavBadge } from './nav-badge';
import { RoleGate } from './role-gate';
import { NAV_ITEMS } from './nav-items';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium ${
    isActive ? 'bg-brand-700 text-white' : 'text-brand-50 hover:bg-brand-800'
  }`;

/** Sidebar on wide screens, a menu button on phones; the page in the main area. */
export function AdminLayout() {
  const me = useMe();
  const role = useStaffRole();
  const unreadMessages = useUnreadMessageCount();
  const failedMail = useFailedMailCount();
  const paymentsSandbox = usePaymentsSandbox();
  const conditions = { paymentsSandbox: paymentsSandbox.data === true };
  const badges = {
    unreadMessages: { count: unreadMessages.data, what: 'unread', alarm: false },
    failedMail: { count: failedMail.data, what: 'failed', alarm: true },
  };
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  // A tap on a menu entry navigates: the menu closes with it.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[15rem_1fr]">
      {/* The first tab stop: past the menu's many links straight to the page (issue 31 counted
          18 tabs). Hidden until focused, over the dark menu: its ring in the accent colour. It
          moves the focus itself, as the address's #main alone would leave it on the link in some
          browsers. */}
      <a
        href="#main"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
        className="no-print sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-3 focus:text-sm focus:font-semibold focus:text-brand-800 focus-visible:outline-accent-400"
      >
        Skip to content
      </a>
      <header className="no-print bg-brand-900 text-white lg:min-h-dvh">
        <div className="flex items-center justify-between gap-3 px-4 py-3 lg:block lg:px-5 lg:py-6">
          <a href="/admin/" className="block">
            <span className="block text-lg font-bold">Boma Star</span>
            <span className="block text-xs text-brand-200">Admin</span>
          </a>
          <button
            type="button"
            className="flex items-center gap-2 rounded-lg border border-brand-700 px-3 py-2 text-sm lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="admin-nav"
            onClick={() => setMenuOpen((open) => !open)}
          >
            Menu
            {/* The closed menu still tells a phone's user that messages wait or mail failed. */}
            <NavBadge count={menuOpen ? 0 : unreadMessages.data} active={false} />
            <NavBadge count={menuOpen ? 0 : failedMail.data} active={false} what="failed" alarm />
          </button>
        </div>
        <nav
          id="admin-nav"
          aria-label="Admin sections"
          className={`${menuOpen ? 'block' : 'hidden'} border-t border-brand-800 px-3 pb-4 lg:block lg:border-0`}
        >
          <ul className="space-y-1 pt-3 lg:pt-0">
            {NAV_ITEMS.filter(
              (item) =>
                (!item.onlyWith || conditions[item.onlyWith]) &&
                roleMayUse(role, item.area) &&
                !(item.unlessArea && roleMayUse(role, item.unlessArea)),
            ).map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className={linkClass}>
                  {({ isActive }) => (
                    <>
                      {item.label}
                      {item.badge ? <NavBadge {...badges[item.badge]} active={isActive} /> : null}
                    </>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-6 border-t border-brand-800 pt-4 text-sm">
            <p className="truncate px-3 text-brand-200">{me.data?.email}</p>
            {role ? (
              <p className="px-3 text-xs text-brand-200">Role: {STAFF_ROLE_LABELS[role]}</p>
            ) : null}
            <a
              href="/"
              className="mt-2 block rounded-lg px-3 py-2 text-brand-50 hover:bg-brand-800"
            >
              View the shop
            </a>
            <button
              type="button"
              onClick={signOut}
              className="block w-full rounded-lg px-3 py-2 text-left text-brand-50 hover:bg-brand-800"
            >
              Sign out
            </button>
          </div>
        </nav>
      </header>
      <main id="main" tabIndex={-1} className="min-w-0 px-4 py-6 outline-none sm:px-6 lg:px-8">
        <RoleGate />
      </main>
      <Toaster />
    </div>
  );
}
