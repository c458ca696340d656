import { createBrowserRouter, type RouteObject } from 'react-router';
import { SITE_ROUTES } from '@core/site-routes';
import { RouteCrashScreen } from './crash-screen';
import { AppFrame } from './app-frame';

/** The route table: every page is its own chunk, so booking, calendar and admin code load only on their routes. */
export const routes: RouteObject[] = [
  {
    element: <AppFrame />,
    errorElement: <RouteCrashScreen />,
    // Shown for the moment the first page's code is loading.
    hydrateFallbackElement: <div className="min-h-screen" aria-busy="true" />,
    children: [
      {
        path: SITE_ROUTES.home,
        handle: { name: 'Home', showAdmin: true },
        lazy: () => import('@web/features/marketing/pages/home-page').then((m) => ({ Component: m.HomePage })),
      },
      {
        path: SITE_ROUTES.lessons,
        handle: { name: 'Lessons' },
        lazy: () => import('@web/features/marketing/pages/lessons-page').then((m) => ({ Component: m.LessonsPage })),
      },
      {
        path: SITE_ROUTES.progress,
        handle: { name: 'Progress Tracker' },
        lazy: () => import('@web/features/progress/pages/progress-page').then((m) => ({ Component: m.ProgressPage })),
      },
      {
        path: SITE_ROUTES.faq,
        handle: { name: 'FAQ' },
        lazy: () => import('@web/features/marketing/pages/faq-page').then((m) => ({ Component: m.FaqPage })),
      },
      {
        path: SITE_ROUTES.contact,
        handle: { name: 'Contact' },
        lazy: () => import('@web/features/contact/pages/contact-page').then((m) => ({ Component: m.ContactPage })),
      },
      {
        path: SITE_ROUTES.thankYou,
        handle: { name: 'Thank You' },
        lazy: () => import('@web/features/marketing/pages/thank-you-page').then((m) => ({ Component: m.ThankYouPage })),
      },
      {
        path: SITE_ROUTES.waterSafetyChecklist,
        handle: { name: 'Water Safety Checklist' },
        lazy: () => import('@web/features/growth/pages/water-safety-checklist-page').then((m) => ({ Component: m.WaterSafetyChecklistPage })),
      },
      {
        path: SITE_ROUTES.calendar,
        handle: { name: 'Book Your Swimming Lessons' },
        lazy: () => import('@web/features/calendar/pages/calendar-page').then((m) => ({ Component: m.CalendarPage })),
      },
      {
        path: SITE_ROUTES.booking,
        handle: { name: 'Booking' },
        lazy: () => import('@web/features/booking/pages/booking-page').then((m) => ({ Component: m.BookingPage })),
      },
      {
        path: SITE_ROUTES.bookingConfirmation,
        handle: { name: 'Booking Confirmation' },
        lazy: () => import('@web/features/confirmation/pages/confirmation-page').then((m) => ({ Component: m.ConfirmationPage })),
      },
      {
        path: SITE_ROUTES.confirmation,
        handle: { name: 'Booking Confirmation' },
        lazy: () => import('@web/features/confirmation/pages/confirmation-page').then((m) => ({ Component: m.ConfirmationPage })),
      },
      {
        // The admin area routes its own screens (/admin/requests, /admin/schedule, ...).
        path: `${SITE_ROUTES.admin}/*`,
        handle: { name: 'Admin' },
        lazy: () => import('@web/features/admin/pages/admin-page').then((m) => ({ Component: m.AdminPage })),
      },
      {
        path: '*',
        handle: { name: 'Page Not Found' },
        lazy: () => import('@web/features/marketing/pages/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
