import { siteConfigSchema, type SiteConfig } from '@core/api/system';
import { DEFAULT_BUSINESS_CONTACT } from '@core/catalog/business';

const FALLBACK: SiteConfig = {
  ...DEFAULT_BUSINESS_CONTACT,
  publicUrl: typeof window === 'undefined' ? 'http://localhost:3000' : window.location.origin,
  paymentGateway: 'test',
};

let cached: SiteConfig | undefined;

/** What the server put in the page: contact details, public URL, payment gateway mode. */
export function siteConfig(): SiteConfig {
  if (cached) return cached;
  const text = typeof document === 'undefined' ? null : document.getElementById('site-config')?.textContent;
  let parsed: SiteConfig = FALLBACK;
  if (text) {
    try {
      const result = siteConfigSchema.safeParse(JSON.parse(text));
      if (result.success) parsed = result.data;
    } catch {
      // A page without a valid block (the dev server, a prerender) uses the defaults.
    }
  }
  cached = parsed;
  return parsed;
}
