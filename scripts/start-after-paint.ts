/**
 * Build step: the HTML's module script and module preloads are replaced by one classic deferred script that loads
 * them after the first paint (src/web/start-after-first-paint.ts says why). The script is its own hashed file, so
 * the content security policy keeps allowing no inline script, and it is cached like every other asset.
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { startAfterFirstPaint } from '../src/web/start-after-first-paint.ts';

const SOURCE = `(${startAfterFirstPaint.toString()})(document, window);\n`;
const FILE_NAME = `assets/start-${createHash('sha256').update(SOURCE).digest('hex').slice(0, 10)}.js`;

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The page with its entry and preloads moved into the deferred starter; exported for its test. */
export function startEntryAfterPaint(html: string, starterSrc = `/${FILE_NAME}`): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('The built page has no module entry script to start after the first paint');
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const starter = `<script defer src="${starterSrc}" data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>`;
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</head>', `  ${starter}\n  </head>`);
}

export function startAfterPaint(): Plugin {
  return {
    name: 'start-after-paint',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: FILE_NAME, source: SOURCE });
    },
    transformIndexHtml: { order: 'post', handler: (html) => startEntryAfterPaint(html) },
  };
}
