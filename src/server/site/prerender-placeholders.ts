import type { SiteConfig } from '@core/api/system';
import { HTML_PLACEHOLDERS, LOCAL_BUSINESS_MARKER } from '@core/prerender-markers';
import { jsonLdText, localBusinessJsonLd } from '@core/seo';
import { TEST_MODE_NOTICE_ID } from '@core/test-mode';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// The notice is one element the layout renders with this id and no element of the same kind inside it.
const TEST_MODE_NOTICE_ELEMENT = new RegExp(
  `<(\\w+)[^>]*\\bid="${TEST_MODE_NOTICE_ID}"[^>]*>[\\s\\S]*?</\\1>`,
);

/**
 * Puts the running server's public URL, phone and email into prerendered HTML (canonical links, contact details)
 * and the LocalBusiness JSON-LD built from them. HTML without placeholders passes through unchanged. The build
 * prerenders in test mode, so a server taking real payments takes the test-mode notice out.
 */
export function fillPrerenderPlaceholders(html: string, site: SiteConfig): string {
  const jsonLd = `<script type="application/ld+json">${jsonLdText(localBusinessJsonLd(site))}</script>`;
  const page = site.paymentGateway === 'test' ? html : html.replace(TEST_MODE_NOTICE_ELEMENT, '');
  return page
    .replaceAll(HTML_PLACEHOLDERS.publicUrl, escapeHtml(site.publicUrl))
    .replaceAll(HTML_PLACEHOLDERS.phoneDigits, escapeHtml(site.phone.replace(/[^\d+]/g, '')))
    .replaceAll(HTML_PLACEHOLDERS.phone, escapeHtml(site.phone))
    .replaceAll(HTML_PLACEHOLDERS.email, escapeHtml(site.email))
    .replace(LOCAL_BUSINESS_MARKER, jsonLd);
}
