/**
 * Build step (called by scripts/build.ts): writes HTML with content for the public marketing pages, plus the
 * untouched app shell for every other route. Values only the running server knows (its public URL, phone and
 * email, the LocalBusiness data built from them) are left as placeholders that the server fills in at start-up.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'vite';
import { FAQ } from '../src/core/catalog/faq';
import { BUSINESS, DEFAULT_BUSINESS_CONTACT } from '../src/core/catalog/business';
import { PAGE_SEO, jsonLdText, type PageSeo } from '../src/core/seo';
import { SITE_ROUTES } from '../src/core/site-routes';
import { HTML_PLACEHOLDERS, LOCAL_BUSINESS_MARKER, SHELL_DIR } from '../src/core/prerender-markers';

const root = process.cwd();

const faqJsonLd = {
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: FAQ.map((f) => ({
    '@type': 'Question',
    name: f.question,
    acceptedAnswer: { '@type': 'Answer', text: f.answer },
  })),
};

const PRERENDERED: { seo: PageSeo; extraHead?: string }[] = [
  { seo: PAGE_SEO.home },
  { seo: PAGE_SEO.lessons },
  { seo: PAGE_SEO.progress },
  { seo: PAGE_SEO.faq, extraHead: `<script type="application/ld+json">${jsonLdText(faqJsonLd)}</script>` },
  { seo: PAGE_SEO.contact },
  { seo: PAGE_SEO.checklist },
  // Rendered in the browser; their HTML carries the frame and the page's heading (the page's `shell`).
  { seo: PAGE_SEO.calendar },
  { seo: PAGE_SEO.booking },
];

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The same title rule as usePageMeta, so the title does not change when the app starts. */
const fullTitle = (title: string) => (title.includes(BUSINESS.name) ? title : `${title} | ${BUSINESS.name}`);

function setHead(template: string, seo: PageSeo, extraHead = ''): string {
  const url = `${HTML_PLACEHOLDERS.publicUrl}${seo.path === '/' ? '/' : seo.path}`;
  const title = escapeHtml(fullTitle(seo.title));
  const description = escapeHtml(seo.description);
  const head = [
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(BUSINESS.name)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    LOCAL_BUSINESS_MARKER,
    extraHead,
  ].join('\n    ');
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(/<meta\s+name="description"[^>]*>/, `<meta name="description" content="${description}" />`)
    .replace('</head>', `    ${head}\n  </head>`);
}

/** The prerender used the default contact details; mark them so the server can put in the configured ones. */
function markContactDetails(html: string): string {
  const digits = DEFAULT_BUSINESS_CONTACT.phone.replace(/[^\d+]/g, '');
  return html
    .replaceAll(`tel:${digits}`, `tel:${HTML_PLACEHOLDERS.phoneDigits}`)
    .replaceAll(escapeHtml(DEFAULT_BUSINESS_CONTACT.phone), HTML_PLACEHOLDERS.phone)
    .replaceAll(DEFAULT_BUSINESS_CONTACT.email, HTML_PLACEHOLDERS.email);
}

function write(webOutDir: string, path: string, html: string) {
  const dir = path === '/' ? webOutDir : join(webOutDir, path);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), html);
}

export async function prerenderPages(webOutDir: string): Promise<void> {
  const template = readFileSync(join(webOutDir, 'index.html'), 'utf8');
  if (!template.includes('<div id="root"></div>'))
    throw new Error('index.html has no empty #root to prerender into');
  write(webOutDir, `/${SHELL_DIR}`, template);
  // The admin area is rendered in the browser after its login check; its HTML only needs to say "do not index".
  write(
    webOutDir,
    SITE_ROUTES.admin,
    template
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(fullTitle('Admin'))}</title>`)
      .replace('</head>', '    <meta name="robots" content="noindex, nofollow" />\n  </head>'),
  );

  const vite = await createServer({
    configFile: join(root, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'error',
  });
  try {
    const { renderRoute } = (await vite.ssrLoadModule(join(root, 'scripts/prerender-entry.tsx'))) as {
      renderRoute: (path: string) => Promise<string>;
    };
    for (const { seo, extraHead } of PRERENDERED) {
      const body = await renderRoute(seo.path);
      if (!body.includes('<h1')) throw new Error(`Prerendered ${seo.path} has no heading`);
      const html = setHead(template, seo, extraHead).replace(
        '<div id="root"></div>',
        `<div id="root">${body}</div>`,
      );
      write(webOutDir, seo.path, markContactDetails(html));
    }
  } finally {
    await vite.close();
  }
}
