/** Every path the web app answers, so the server can tell a client route from a missing page. */
export const SITE_ROUTES = {
  home: '/',
  booking: '/booking',
  bookingConfirmation: '/booking/confirmation',
  calendar: '/calendar',
  lessons: '/lessons',
  progress: '/progress',
  faq: '/faq',
  contact: '/contact',
  thankYou: '/thank-you',
  confirmation: '/confirmation',
  admin: '/admin',
  waterSafetyChecklist: '/water-safety-checklist',
  myLessons: '/my-lessons',
  myLessonsSignIn: '/my-lessons/sign-in',
  waitlistLeave: '/waitlist/leave',
  waitlistDecline: '/waitlist/decline',
  instructor: '/instructor',
  instructorSignIn: '/instructor/sign-in',
  instructorHours: '/instructor/hours',
} as const;

const KNOWN_PATHS = new Set<string>(Object.values(SITE_ROUTES));

/** A lesson package's page: `/packages/<id>` (the web app's route pattern is `/packages/:id`). */
export const PACKAGE_PAGE_PREFIX = '/packages/';
export const PACKAGE_PAGE_ROUTE = `${PACKAGE_PAGE_PREFIX}:id`;
export const packagePath = (id: string) => `${PACKAGE_PAGE_PREFIX}${encodeURIComponent(id)}`;

/** True for a path the web app renders a real page for; `/admin/...` sub-pages belong to the admin area. */
export function isKnownSitePath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    KNOWN_PATHS.has(path) ||
    path.startsWith('/admin/') ||
    // One segment after /packages/: a package's page (an unknown id is answered by the page itself).
    /^\/packages\/[^/]+$/.test(path)
  );
}
