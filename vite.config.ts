import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { pageWeightBudget } from './scripts/page-weight.ts';
import { startAfterPaint } from './scripts/start-after-paint.ts';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
// DIST_DIR lets several builds live side by side (parallel test runs); `dist` otherwise.
const distDir = process.env.DIST_DIR ? resolve(process.env.DIST_DIR) : r('./dist');

export default defineConfig({
  root: r('./src/web'),
  publicDir: r('./src/web/public'),
  // The build fails when a page's first load passes its budget (scripts/page-weight.ts); the app starts after the
  // page's first paint (scripts/start-after-paint.ts).
  plugins: [react(), tailwindcss(), pageWeightBudget(), startAfterPaint()],
  resolve: {
    alias: { '@core': r('./src/core'), '@web': r('./src/web') },
  },
  build: {
    outDir: `${distDir}/web`,
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // Every browser the site supports preloads modules itself; the polyfill would be in every first load.
    modulePreload: { polyfill: false },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/__version': 'http://127.0.0.1:3000' },
  },
});
