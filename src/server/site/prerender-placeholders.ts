import type { SiteConfig } from '@core/api/system';
import { HTML_PLACEHOLDERS, LOCAL_BUSINESS_MARKER } from '@core/prerender-markers';
import { jsonLdText, localBusinessJsonLd } from '@core/seo';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Puts the running server's public URL, phone and email into prerendered HTML (canonical links, contact details)
 * and the LocalBusiness JSON-LD built from them. HTML without placeholders passes through unchanged.
 */
export function fillPrerenderPlaceholders(html: string, site: SiteConfig): string {
  const jsonLd = `<script type="application/ld+json">${jsonLdText(localBusinessJsonLd(site))}</script>`;
  return html
    .replaceAll(HTML_PLACEHOLDERS.publicUrl, escapeHtml(site.publicUrl))
    .replaceAll(HTML_PLACEHOLDERS.phoneDigits, escapeHtml(site.phone.replace(/[^\d+]/g, '')))
    .replaceAll(HTML_PLACEHOLDERS.phone, escapeHtml(site.phone))
    .replaceAll(HTML_PLACEHOLDERS.email, escapeHtml(site.email))
    .replace(LOCAL_BUSINESS_MARKER, jsonLd);
}
