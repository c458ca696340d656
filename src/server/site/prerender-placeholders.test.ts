import { describe, expect, test } from 'vitest';
import { fillPrerenderPlaceholders } from './prerender-placeholders';

const site = {
  phone: '(301) 555-0199',
  email: 'swim@dmv.example',
  publicUrl: 'https://swim.example.com',
  paymentGateway: 'test' as const,
};

describe('fillPrerenderPlaceholders', () => {
  test('puts the public URL into canonical links and the configured contact details into the page', () => {
    const html =
      '<link rel="canonical" href="%PUBLIC_URL%/faq" /><!--local-business--><a href="tel:%BUSINESS_PHONE_DIGITS%">%BUSINESS_PHONE%</a><a href="mailto:%BUSINESS_EMAIL%">%BUSINESS_EMAIL%</a>';
    const out = fillPrerenderPlaceholders(html, site);
    expect(out).toContain('<link rel="canonical" href="https://swim.example.com/faq" />');
    expect(out).toContain('<a href="tel:3015550199">(301) 555-0199</a>');
    expect(out).toContain('<a href="mailto:swim@dmv.example">swim@dmv.example</a>');
    expect(out).not.toContain('%');
  });

  test('adds LocalBusiness structured data with the one price range and the configured phone', () => {
    const out = fillPrerenderPlaceholders('<head><!--local-business--></head>', site);
    const json = JSON.parse(out.match(/<script type="application\/ld\+json">(.*)<\/script>/)?.[1] ?? '{}');
    expect(json).toMatchObject({
      '@type': 'LocalBusiness',
      priceRange: '$25-$75',
      telephone: '(301) 555-0199',
      url: 'https://swim.example.com/',
    });
  });

  test('escapes configured values so they cannot break out of the markup', () => {
    const out = fillPrerenderPlaceholders('<p>%BUSINESS_PHONE%</p>', {
      ...site,
      phone: '<script>x</script>',
    });
    expect(out).toBe('<p>&lt;script&gt;x&lt;/script&gt;</p>');
  });

  test('keeps the test-mode notice on the test gateway and takes it out when Stripe takes real payments', () => {
    const html =
      '<div id="root"><div role="note" id="test-mode-notice" class="bar"><strong>Test mode:</strong> no real payments are taken</div><header><div>Logo</div></header></div>';
    expect(fillPrerenderPlaceholders(html, site)).toBe(html);
    expect(fillPrerenderPlaceholders(html, { ...site, paymentGateway: 'stripe' })).toBe(
      '<div id="root"><header><div>Logo</div></header></div>',
    );
  });
});
