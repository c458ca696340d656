import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { SiteConfig } from '@core/api/system';
import { fillPrerenderPlaceholders } from './prerender-placeholders';

export interface HtmlPage {
  raw: Buffer;
  gzip: Buffer;
  br: Buffer;
}

const SITE_CONFIG_MARKER = '<!--site-config-->';

/** The page's HTML with the server's site configuration in a JSON data block (not a script that runs). */
export function injectSiteConfig(html: string, siteConfig: SiteConfig): string {
  const json = JSON.stringify(siteConfig).replace(/</g, '\\u003c');
  const block = `<script id="site-config" type="application/json">${json}</script>`;
  return html.includes(SITE_CONFIG_MARKER)
    ? html.replace(SITE_CONFIG_MARKER, block)
    : html.replace('</head>', `${block}</head>`);
}

function compressed(html: string): HtmlPage {
  const raw = Buffer.from(html);
  // Compressed at start-up, so a fast brotli level: within a few percent of the best size, many times quicker.
  return {
    raw,
    gzip: gzipSync(raw),
    br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  };
}

/**
 * Every index.html the build wrote (the app shell and the prerendered pages), keyed by the path it answers,
 * ready to send: read once at start-up, compressed once.
 */
export function loadHtmlPages(webDistDir: string, siteConfig: SiteConfig): Map<string, HtmlPage> {
  const pages = new Map<string, HtmlPage>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== 'assets') walk(full);
      } else if (name === 'index.html') {
        const rel = relative(webDistDir, dir).split(sep).join('/');
        pages.set(
          rel ? `/${rel}` : '/',
          compressed(
            injectSiteConfig(fillPrerenderPlaceholders(readFileSync(full, 'utf8'), siteConfig), siteConfig),
          ),
        );
      }
    }
  };
  walk(webDistDir);
  return pages;
}
