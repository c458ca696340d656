import { expect, test } from './support/test';

const PAGES = [
  {
    path: '/',
    heading: 'First Swim Lesson $25',
    title: 'DMV Swim Lessons | Mobile Swim Lessons in DC, Maryland & Virginia',
  },
  {
    path: '/lessons',
    heading: 'Swim Lesson Levels',
    title: 'Swim Lesson Levels & Prices | DMV Swim Lessons',
  },
  { path: '/progress', heading: 'Progress Tracker', title: 'Swim Progress Tracker | DMV Swim Lessons' },
  { path: '/faq', heading: 'Frequently Asked Questions', title: 'Swim Lesson FAQ | DMV Swim Lessons' },
  { path: '/contact', heading: 'Contact Us', title: 'Contact Us | DMV Swim Lessons' },
];

test.describe('HTML served before any script runs', () => {
  for (const { path, heading, title } of PAGES) {
    test(`${path} carries its heading, title, description, canonical URL and LocalBusiness data`, async ({
      request,
      baseURL,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading.replace(/\$/g, '\\$')}</h1>`));
      expect(html).toContain(`<title>${title.replace(/&/g, '&amp;')}</title>`);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html).toContain(`<link rel="canonical" href="${baseURL}${path}" />`);
      const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
        JSON.parse(m[1] ?? '{}'),
      );
      const business = ld.find((d) => d['@type'] === 'LocalBusiness');
      expect(business).toMatchObject({ name: 'DMV Swim Lessons', priceRange: '$25-$75', url: `${baseURL}/` });
      expect(html).not.toContain('%PUBLIC_URL%');
      expect(html).toContain('<script id="site-config" type="application/json">');
    });
  }

  test('the page looks the same before and after the app starts: the title does not change', async ({
    page,
    browser,
  }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const staticPage = await noScript.newPage();
    await staticPage.goto('/faq');
    await expect(staticPage.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
    const staticTitle = await staticPage.title();
    await noScript.close();
    await page.goto('/faq');
    await expect(page.getByRole('button', { name: 'What are your rates?' })).toBeVisible();
    expect(await page.title()).toBe(staticTitle);
  });

  test('the FAQ page carries FAQPage structured data with all six answers', async ({ request }) => {
    const html = await (await request.get('/faq')).text();
    const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1] ?? '{}'),
    );
    expect(ld.find((d) => d['@type'] === 'FAQPage')?.mainEntity).toHaveLength(6);
  });

  test('robots.txt disallows the admin area and names the sitemap; the sitemap lists the public pages', async ({
    request,
    baseURL,
  }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const { path } of PAGES) expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`);
  });

  test('the admin page is marked no-index in its served HTML', async ({ request }) => {
    const html = await (await request.get('/admin')).text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
  });

  test('other client routes get the plain app shell, not the home page', async ({ request }) => {
    const html = await (await request.get('/my-lessons')).text();
    expect(html).not.toContain('First Swim Lesson $25');
    expect(html).toContain('<div id="root"></div>');
  });

  test('the booking pages arrive with their heading in the frame, and nothing of the calendar yet', async ({
    request,
  }) => {
    for (const [path, heading] of [
      ['/booking', 'Book Swim Lessons'],
      ['/calendar', 'Book Your Swimming Lessons'],
    ] as const) {
      const html = await (await request.get(path)).text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(html).toContain('<footer');
      expect(html).not.toContain('First Swim Lesson $25');
      expect(html).not.toContain('Pick your dates');
      expect(html).toMatch(new RegExp(`<title>${heading} \\|`));
    }
  });
});
