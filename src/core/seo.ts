import { BUSINESS, formatPriceRange } from './catalog/business';
import { SITE_ROUTES } from './site-routes';

/** Title, description and heading of each public page: one source for the page itself and its prerendered HTML. */
export interface PageSeo {
  path: string;
  title: string;
  description: string;
}

export const PAGE_SEO = {
  home: {
    path: SITE_ROUTES.home,
    title: `${BUSINESS.name} | Mobile Swim Lessons in DC, Maryland & Virginia`,
    description:
      'Private, semi-private and group swim lessons at your pool in Washington DC, Maryland and Northern Virginia. Ages 3 and up. First lesson $25.',
  },
  lessons: {
    path: SITE_ROUTES.lessons,
    title: 'Swim Lesson Levels & Prices',
    description:
      'Five swim levels from first splash to swim team, with private, semi-private and group prices for 30-minute lessons at your pool in DC, Maryland and Northern Virginia.',
  },
  progress: {
    path: SITE_ROUTES.progress,
    title: 'Swim Progress Tracker',
    description:
      'Check off the 8 milestones of each swim level and see how close your swimmer is to the next one.',
  },
  faq: {
    path: SITE_ROUTES.faq,
    title: 'Swim Lesson FAQ',
    description:
      'What to bring, how long lessons last, cancellation and weather, group discounts, rates from $25 and where our instructors travel in the DMV.',
  },
  contact: {
    path: SITE_ROUTES.contact,
    title: 'Contact Us',
    description: `Questions about swim lessons at your pool? Send ${BUSINESS.name} a message or call; we reply within 24 hours.`,
  },
  thankYou: {
    path: SITE_ROUTES.thankYou,
    title: 'Thank You!',
    description: 'Your booking was successful. A confirmation is on its way to your email.',
  },
  checklist: {
    path: SITE_ROUTES.waterSafetyChecklist,
    title: 'Water Safety Checklist',
    description:
      'A printable water safety checklist for families with a pool: supervision, barriers, swim skills and emergency readiness.',
  },
  calendar: {
    path: SITE_ROUTES.calendar,
    title: 'Book Your Swimming Lessons',
    description: 'Pick swim lesson times that suit you and send a lesson request. We confirm by email.',
  },
  booking: {
    path: SITE_ROUTES.booking,
    title: 'Book Swim Lessons',
    description: 'Book and pay for swim lessons online: real-time availability at your pool.',
  },
  notFound: { path: '', title: 'Page Not Found', description: 'The page you were looking for is not here.' },
} as const satisfies Record<string, PageSeo>;

export interface BusinessContactDetails {
  publicUrl: string;
  phone: string;
  email: string;
}

/** schema.org LocalBusiness for search engines; one price range everywhere ($25-$75). */
export function localBusinessJsonLd({
  publicUrl,
  phone,
  email,
}: BusinessContactDetails): Record<string, unknown> {
  const hours = BUSINESS.openingHours;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${publicUrl}/#business`,
    name: BUSINESS.name,
    description:
      'Mobile swim lessons at your pool: private, semi-private and group lessons for ages 3 and up.',
    url: `${publicUrl}/`,
    telephone: phone,
    email,
    priceRange: formatPriceRange(),
    image: `${publicUrl}/favicon.svg`,
    paymentAccepted: BUSINESS.paymentsAccepted.join(', '),
    areaServed: BUSINESS.areaServed.map((name) => ({ '@type': 'AdministrativeArea', name })),
    geo: { '@type': 'GeoCoordinates', ...BUSINESS.serviceCenter },
    address: {
      '@type': 'PostalAddress',
      addressLocality: 'Washington',
      addressRegion: 'DC',
      addressCountry: 'US',
    },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      opens: hours.opens,
      closes: hours.closes,
    },
  };
}

/** JSON for a <script type="application/ld+json"> block, safe against a closing tag in the data. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
