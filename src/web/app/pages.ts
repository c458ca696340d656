import { matchPath } from 'react-router';
import type { ComponentType } from 'react';
import { PAGE_SEO } from '@core/seo';
import { PACKAGE_PAGE_ROUTE, SITE_ROUTES } from '@core/site-routes';

export interface PageEntry {
  path: string;
  /** Short page name announced to screen readers: "Navigated to {name}". */
  name: string;
  /** The header shows the Admin button on this page. */
  showAdmin?: boolean;
  /**
   * The page reads nothing from the server, so it loads without the query cache's code (about 10 KB gzipped).
   * Every other page renders inside the site's shared query cache (lib/app-query-cache.tsx).
   */
  readsNothing?: true;
  /** Loads the page's own chunk, so booking, calendar and admin code arrive only on their routes. */
  load: () => Promise<ComponentType>;
  /**
   * A page rendered only in the browser (its content depends on today, the visitor and the server) can name the part
   * the build writes into its HTML instead, so its heading paints before its code has loaded.
   */
  shell?: () => Promise<ComponentType>;
}

/** Every page of the site, in match order; the last entry catches every other path. */
export const PAGES: readonly PageEntry[] = [
  {
    path: SITE_ROUTES.home,
    name: 'Home',
    showAdmin: true,
    readsNothing: true,
    load: () => import('@web/features/marketing/pages/home-page').then((m) => m.HomePage),
  },
  {
    path: SITE_ROUTES.lessons,
    name: 'Lessons',
    load: () => import('@web/features/marketing/pages/lessons-page').then((m) => m.LessonsPage),
  },
  {
    path: SITE_ROUTES.progress,
    name: 'Progress Tracker',
    load: () => import('@web/features/progress/pages/progress-page').then((m) => m.ProgressPage),
  },
  {
    path: SITE_ROUTES.faq,
    name: 'FAQ',
    load: () => import('@web/features/marketing/pages/faq-page').then((m) => m.FaqPage),
  },
  {
    path: SITE_ROUTES.contact,
    name: 'Contact',
    load: () => import('@web/features/contact/pages/contact-page').then((m) => m.ContactPage),
  },
  {
    path: SITE_ROUTES.thankYou,
    name: 'Thank You',
    readsNothing: true,
    load: () => import('@web/features/marketing/pages/thank-you-page').then((m) => m.ThankYouPage),
  },
  {
    path: SITE_ROUTES.waterSafetyChecklist,
    name: 'Water Safety Checklist',
    readsNothing: true,
    load: () =>
      import('@web/features/growth/pages/water-safety-checklist-page').then(
        (m) => m.WaterSafetyChecklistPage,
      ),
  },
  {
    path: SITE_ROUTES.calendar,
    name: PAGE_SEO.calendar.title,
    load: () => import('@web/features/calendar/pages/calendar-page').then((m) => m.CalendarPage),
    shell: () => import('@web/features/calendar/pages/calendar-page').then((m) => m.CalendarPageShell),
  },
  {
    path: SITE_ROUTES.booking,
    name: 'Booking',
    load: () => import('@web/features/booking/pages/booking-page').then((m) => m.BookingPage),
    shell: () => import('@web/features/booking/pages/booking-page').then((m) => m.BookingPageShell),
  },
  {
    path: SITE_ROUTES.bookingConfirmation,
    name: 'Booking Confirmation',
    load: () => import('@web/features/confirmation/pages/confirmation-page').then((m) => m.ConfirmationPage),
  },
  {
    path: SITE_ROUTES.confirmation,
    name: 'Booking Confirmation',
    load: () => import('@web/features/confirmation/pages/confirmation-page').then((m) => m.ConfirmationPage),
  },
  {
    path: PACKAGE_PAGE_ROUTE,
    name: 'Lesson Package',
    load: () => import('@web/features/packages/pages/package-page').then((m) => m.PackagePage),
  },
  {
    path: SITE_ROUTES.myLessons,
    name: 'My Lessons',
    load: () => import('@web/features/family/pages/my-lessons-page').then((m) => m.MyLessonsPage),
  },
  {
    path: SITE_ROUTES.myLessonsSignIn,
    name: 'Signing In to My Lessons',
    load: () =>
      import('@web/features/family/pages/my-lessons-sign-in-page').then((m) => m.MyLessonsSignInPage),
  },
  {
    path: SITE_ROUTES.instructor,
    name: 'Instructor',
    load: () => import('@web/features/instructor/pages/instructor-page').then((m) => m.InstructorPage),
  },
  {
    path: SITE_ROUTES.instructorHours,
    name: 'Your Hours',
    load: () =>
      import('@web/features/instructor/pages/instructor-hours-page').then((m) => m.InstructorHoursPage),
  },
  {
    path: SITE_ROUTES.instructorSignIn,
    name: 'Instructor sign-in',
    load: () =>
      import('@web/features/instructor/pages/instructor-sign-in-page').then((m) => m.InstructorSignInPage),
  },
  {
    path: SITE_ROUTES.waitlistLeave,
    name: 'Leave the Waitlist',
    load: () => import('@web/features/waitlist/pages/waitlist-leave-page').then((m) => m.WaitlistLeavePage),
  },
  {
    path: SITE_ROUTES.waitlistDecline,
    name: 'Decline a Spot',
    load: () =>
      import('@web/features/waitlist/pages/waitlist-decline-page').then((m) => m.WaitlistDeclinePage),
  },
  // The admin area routes its own screens (/admin/requests, /admin/schedule, ...).
  {
    path: `${SITE_ROUTES.admin}/*`,
    name: 'Admin',
    load: () => import('@web/features/admin/pages/admin-page').then((m) => m.AdminPage),
  },
  {
    path: '*',
    name: 'Page Not Found',
    readsNothing: true,
    load: () => import('@web/features/marketing/pages/not-found-page').then((m) => m.NotFoundPage),
  },
];

/** The page a path shows: the first entry whose pattern matches, the not-found page otherwise. */
export function pageFor(pathname: string): PageEntry {
  return PAGES.find((p) => matchPath({ path: p.path, end: true }, pathname)) ?? PAGES[PAGES.length - 1]!;
}
