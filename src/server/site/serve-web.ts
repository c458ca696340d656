import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { SHELL_DIR } from '@core/prerender-markers';
import { isKnownSitePath } from '@core/site-routes';
import type { SiteConfig } from '@core/api/system';
import { loadHtmlPages, type HtmlPage } from './html-pages';

function siteConfigFrom(app: Parameters<FastifyPluginAsync>[0]): SiteConfig {
  const { config } = app;
  return {
    phone: config.businessPhone,
    email: config.businessEmail,
    publicUrl: config.publicUrl,
    paymentGateway: config.paymentGateway,
    ...(config.stripe ? { stripePublishableKey: config.stripe.publishableKey } : {}),
    ...(config.monitoring.browserDsn ? { errorReportsDsn: config.monitoring.browserDsn } : {}),
  };
}

function sendHtml(request: FastifyRequest, reply: FastifyReply, page: HtmlPage, status: number) {
  const accept = String(request.headers['accept-encoding'] ?? '');
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding');
  if (/\bbr\b/.test(accept)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accept)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.raw);
}

/**
 * Serves the built web app: hashed assets with long caching (pre-compressed by the build), prerendered pages
 * where the build made them, the app shell for other client routes, and the shell with a 404 status elsewhere.
 */
const serveWebPlugin: FastifyPluginAsync = async (app) => {
  const dist = app.config.webDistDir;
  if (!existsSync(join(dist, 'index.html'))) {
    app.log.warn(`No web build in ${dist}: run "npm run build" to serve the site`);
    app.get('/*', async (request, reply) => {
      if (request.url.startsWith('/api/'))
        return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' });
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app has not been built. Run "npm run build".');
    });
    return;
  }
  const pages = loadHtmlPages(dist, siteConfigFrom(app));
  // With prerendering, "/" is the home page's own HTML and the bare app shell sits in its own folder.
  const shell = pages.get(`/${SHELL_DIR}`) ?? pages.get('/')!; // index.html exists, checked above
  pages.delete(`/${SHELL_DIR}`);

  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    preCompressed: true,
    allowedPath: (pathName) => !pathName.endsWith('.html'),
    setHeaders: (res, path) => {
      const immutable = path.includes(`${join(dist, 'assets')}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/')) {
      return reply.status(404).send({ message: `No such endpoint: GET ${pathname}`, code: 'NOT_FOUND' });
    }
    const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const page = pages.get(normalized);
    if (page) return sendHtml(request, reply, page, 200);
    return sendHtml(request, reply, shell, isKnownSitePath(normalized) ? 200 : 404);
  });
};

export const serveWeb = fp(serveWebPlugin, { name: 'serve-web' });
