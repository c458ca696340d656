import type { FastifyPluginAsync } from 'fastify';
import { SITE_ROUTES } from '@core/site-routes';

/** Pages worth a search result; booking steps, confirmations and the admin area are left out. */
export const SITEMAP_PATHS = [
  SITE_ROUTES.home,
  SITE_ROUTES.lessons,
  SITE_ROUTES.progress,
  SITE_ROUTES.faq,
  SITE_ROUTES.contact,
  SITE_ROUTES.calendar,
  SITE_ROUTES.booking,
  SITE_ROUTES.waterSafetyChecklist,
] as const;

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    `Disallow: ${SITE_ROUTES.admin}`,
    'Disallow: /api/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(publicUrl: string): string {
  const urls = SITEMAP_PATHS.map((path) => `  <url><loc>${escapeXml(`${publicUrl}${path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt and sitemap.xml, built from PUBLIC_URL so they name the address the site is really served at. */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  const robots = robotsTxt(app.config.publicUrl);
  const sitemap = sitemapXml(app.config.publicUrl);
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemap),
  );
};
