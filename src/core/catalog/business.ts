/** Facts about the business shown across the site. Phone and email come from the server's configuration. */
import { formatDollars } from '../rules/money';

export const BUSINESS = {
  name: 'DMV Swim Lessons',
  tagline: 'Mobile swim lessons at your pool',
  areaServed: ['Washington, DC', 'Maryland', 'Northern Virginia'],
  serviceRadiusKm: 50,
  serviceCenter: { latitude: 38.9072, longitude: -77.0369 },
  openingHours: { days: 'Every day', opens: '09:00', closes: '19:00' },
  paymentsAccepted: ['Cash', 'Credit card', 'Debit card'],
  /** Published price range in cents. The not-found page uses the same range: one figure everywhere. */
  priceRange: { min: 2500, max: 7500 },
  firstLessonPrice: 2500,
  minimumAge: 3,
  groupSize: { min: 3, max: 6 },
  guarantees: ['Money-Back Guarantee', 'Cancel Anytime', '5-Star Reviews'],
  contactReplyHours: 24,
  confirmationEmailMinutes: 5,
  instructorContactHours: { from: 24, to: 48 },
  arriveEarlyMinutes: 10,
} as const;

/** Phone and email are the owner's to set; the server passes them to the page. */
export interface BusinessContact {
  phone: string;
  email: string;
}

export const DEFAULT_BUSINESS_CONTACT: BusinessContact = {
  phone: '(202) 555-0143',
  email: 'hello@example.com',
};

export function formatPriceRange(): string {
  return `${formatDollars(BUSINESS.priceRange.min)}-${formatDollars(BUSINESS.priceRange.max)}`;
}
