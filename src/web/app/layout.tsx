import { Menu, X } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { BUSINESS } from '@core/catalog/business';
import { SITE_ROUTES } from '@core/site-routes';
import { TestModeNotice } from '@web/components/test-mode-notice';
import { buttonVariants } from '@web/components/ui/button';
import { Toaster } from '@web/components/ui/toaster';
import { clsx } from 'clsx';
import { siteConfig } from '@web/lib/site-config';
import { pageFor } from './pages';
import { RouteAnnouncer } from './route-focus';

export const MAIN_ID = 'main';

const NAV_LINKS = [
  { to: SITE_ROUTES.home, label: 'Home' },
  { to: SITE_ROUTES.lessons, label: 'Lessons' },
  { to: SITE_ROUTES.progress, label: 'Progress' },
  { to: SITE_ROUTES.booking, label: 'Booking' },
  { to: SITE_ROUTES.faq, label: 'FAQ' },
  { to: SITE_ROUTES.contact, label: 'Contact' },
  { to: SITE_ROUTES.myLessons, label: 'My Lessons' },
] as const;

/** Pages opt in to the Admin button with `showAdmin` in the page table. */
function useShowAdmin(): boolean {
  return pageFor(useLocation().pathname).showAdmin === true;
}

function Logo() {
  return (
    <Link
      to="/"
      className="flex items-center gap-2 font-bold text-ocean-900"
      aria-label={`${BUSINESS.name} home`}
    >
      <svg viewBox="0 0 64 64" className="size-9" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#0c4a6e" />
        <path
          d="M8 40c6 0 6-5 12-5s6 5 12 5 6-5 12-5 6 5 12 5"
          fill="none"
          stroke="#5eead4"
          strokeWidth="5"
          strokeLinecap="round"
        />
        <circle cx="40" cy="20" r="7" fill="#fde68a" />
      </svg>
      <span className="text-lg leading-tight">{BUSINESS.name}</span>
    </Link>
  );
}

export function SiteHeader({ onAdminClick }: { onAdminClick?: () => void }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const showAdmin = useShowAdmin();
  useEffect(() => setOpen(false), [location.pathname]);

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    clsx(
      'rounded-md px-3 py-2 text-sm font-medium hover:bg-ocean-50 hover:text-ocean-900',
      isActive ? 'text-ocean-900 underline decoration-2 underline-offset-8' : 'text-slate-700',
    );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {NAV_LINKS.map((l) => (
            <NavLink key={l.to} to={l.to} end className={linkClass}>
              {l.label}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          {showAdmin && (
            <button
              type="button"
              onClick={onAdminClick}
              className={buttonVariants({ variant: 'ghost', size: 'sm' })}
            >
              Admin
            </button>
          )}
          <Link
            to={SITE_ROUTES.booking}
            className={buttonVariants({ size: 'sm', className: 'hidden sm:inline-flex' })}
          >
            Book Now
          </Link>
          <button
            type="button"
            className={buttonVariants({ variant: 'ghost', size: 'icon', className: 'lg:hidden' })}
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpen((v) => !v)}
          >
            {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </button>
        </div>
      </div>
      {open && (
        <nav
          id="mobile-menu"
          aria-label="Main"
          className="border-t border-slate-200 bg-white px-4 pb-4 lg:hidden"
        >
          <ul className="flex flex-col py-2">
            {NAV_LINKS.map((l) => (
              <li key={l.to}>
                <NavLink
                  to={l.to}
                  end
                  className={({ isActive }) =>
                    clsx(
                      'block rounded-md px-3 py-3 text-base font-medium',
                      isActive ? 'bg-ocean-50 text-ocean-900' : 'text-slate-800',
                    )
                  }
                >
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <Link to={SITE_ROUTES.booking} className={buttonVariants({ size: 'lg', className: 'w-full' })}>
            Book Now
          </Link>
        </nav>
      )}
    </header>
  );
}

export function SiteFooter() {
  const { phone, email } = siteConfig();
  return (
    <footer className="mt-16 bg-ocean-900 text-ocean-100">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{BUSINESS.name}</p>
          <p className="mt-2 text-sm">Swim lessons at your pool across {BUSINESS.areaServed.join(', ')}.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="space-y-2 text-sm">
            <li>
              <Link className="hover:text-white hover:underline" to={SITE_ROUTES.contact}>
                Contact Us
              </Link>
            </li>
            <li>
              <Link className="hover:text-white hover:underline" to={SITE_ROUTES.faq}>
                FAQ
              </Link>
            </li>
            <li>
              <Link className="hover:text-white hover:underline" to={SITE_ROUTES.lessons}>
                Lesson Levels
              </Link>
            </li>
          </ul>
        </nav>
        <div className="text-sm">
          <p>
            <a className="hover:text-white hover:underline" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
              {phone}
            </a>
          </p>
          <p className="mt-1">
            <a className="hover:text-white hover:underline" href={`mailto:${email}`}>
              {email}
            </a>
          </p>
          <p className="mt-1">
            Open {BUSINESS.openingHours.days.toLowerCase()}, {BUSINESS.openingHours.opens}-
            {BUSINESS.openingHours.closes}
          </p>
        </div>
      </div>
    </footer>
  );
}

/** The frame of every page: skip link, header, the focusable main area, footer, toasts, route announcements. */
export function SiteLayout({
  onAdminClick,
  children,
}: {
  onAdminClick?: () => void;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href={`#${MAIN_ID}`}
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <TestModeNotice />
      <SiteHeader onAdminClick={onAdminClick} />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1">
        {/* Navigations run as transitions, so the page on screen stays until the next page's code has loaded. */}
        <Suspense fallback={<div className="min-h-screen" aria-busy="true" />}>
          {children ?? <Outlet />}
        </Suspense>
      </main>
      <SiteFooter />
      <Toaster />
      <RouteAnnouncer mainId={MAIN_ID} />
    </div>
  );
}
