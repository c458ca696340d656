import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { budgetReport, pageWeights, type BuiltChunk, type PageBudget } from '../../scripts/page-weight';

/** Code that gzip cannot shrink much: `kib` KiB of random base64 (it gzips to about three quarters). */
const incompressible = (kib: number) =>
  randomBytes(kib * 1024)
    .toString('base64')
    .slice(0, kib * 1024);

const chunk = (
  fileName: string,
  parts: Partial<BuiltChunk> & { kib: number; module: string },
): BuiltChunk => ({
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  code: incompressible(parts.kib),
  modules: { [parts.module]: { renderedLength: parts.kib * 1024 } },
  ...parts,
});

const BUDGETS: PageBudget[] = [{ route: '/', page: 'marketing/pages/home-page', kib: 40 }];
const SRC = '/repo/src/web/features';

function build(extraInEntry?: { kib: number; module: string }) {
  return [
    chunk('index.js', {
      isEntry: true,
      kib: 20,
      module: '/repo/node_modules/react-dom/client.js',
      imports: extraInEntry ? ['vendor.js'] : [],
    }),
    ...(extraInEntry ? [chunk('vendor.js', extraInEntry)] : []),
    chunk('home.js', {
      kib: 10,
      module: `${SRC}/marketing/pages/home-page.tsx`,
      facadeModuleId: `${SRC}/marketing/pages/home-page.tsx`,
      imports: ['shared.js'],
    }),
    chunk('shared.js', { kib: 5, module: `${SRC}/marketing/components/hero.tsx` }),
    // Loaded only when the quiz opens: not part of the first load.
    chunk('quiz.js', { kib: 30, module: `${SRC}/marketing/components/quiz.tsx` }),
  ];
}

describe('the page weight budget', () => {
  test("a page's first load is the entry, its static imports and the page's own chunks, gzipped", () => {
    const [home] = pageWeights(build(), BUDGETS);
    expect(home).toMatchObject({ route: '/', budgetKib: 40 });
    expect(home!.files.sort()).toEqual(['home.js', 'index.js', 'shared.js']);
    // 35 KiB of code gzips to about 26 KiB; the 30 KiB quiz is not counted.
    expect(home!.gzipBytes).toBeGreaterThan(20 * 1024);
    expect(home!.gzipBytes).toBeLessThan(35 * 1024);
    expect(budgetReport([home!]).over).toEqual([]);
  });

  test('a large dependency imported into the entry fails the budget and is named first', () => {
    const weights = pageWeights(
      build({ kib: 60, module: '/repo/node_modules/every-icon/dist/all.js' }),
      BUDGETS,
    );
    const { over, text } = budgetReport(weights);
    expect(over.map((w) => w.route)).toEqual(['/']);
    expect(text).toMatch(/\/ +\d+\.\d KiB of 40 KiB {2}OVER/);
    const biggest = text.split('Its biggest packages and files')[1]!.split('\n')[1]; // the report lists them
    expect(biggest).toContain('every-icon');
  });
});
