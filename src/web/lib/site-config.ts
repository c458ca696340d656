import type { SiteConfig } from '@core/api/system';
import { DEFAULT_BUSINESS_CONTACT } from '@core/catalog/business';

const FALLBACK: SiteConfig = {
  ...DEFAULT_BUSINESS_CONTACT,
  publicUrl: typeof window === 'undefined' ? 'http://localhost:3000' : window.location.origin,
  paymentGateway: 'test',
};

let cached: SiteConfig | undefined;

// A hand-written check instead of the shared zod schema: this runs on every page, and the schema library would
// otherwise ship in the first script. The server writes the block from the same type.
export function isSiteConfig(value: unknown): value is SiteConfig {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.phone === 'string' &&
    typeof v.email === 'string' &&
    typeof v.publicUrl === 'string' &&
    (v.paymentGateway === 'test' || v.paymentGateway === 'stripe') &&
    (v.stripePublishableKey === undefined || typeof v.stripePublishableKey === 'string') &&
    (v.errorReportsDsn === undefined || typeof v.errorReportsDsn === 'string')
  );
}

/** What the server put in the page: contact details, public URL, payment gateway mode, error-reports DSN. */
export function siteConfig(): SiteConfig {
  if (cached) return cached;
  const text = typeof document === 'undefined' ? null : document.getElementById('site-config')?.textContent;
  let parsed: SiteConfig = FALLBACK;
  if (text) {
    try {
      const value: unknown = JSON.parse(text);
      if (isSiteConfig(value)) parsed = value;
    } catch {
      // A page without a valid block (the dev server, a prerender) uses the defaults.
    }
  }
  cached = parsed;
  return parsed;
}
