/**
 * What each page costs a first visit: the entry chunk, every chunk it imports statically, and the page's own chunk
 * with its static imports, gzipped as they are served. The build fails when a page passes its budget, printing the
 * biggest modules of that first load, so a large dependency pulled into the entry (or into a page) is caught at the
 * commit that adds it.
 */
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const KiB = 1024;

/** What the check needs of a built chunk (Rollup's and Rolldown's output chunks both have it). */
export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  code: string;
  /** Each module's share of the chunk's code, in characters. */
  modules: Record<string, { renderedLength: number }>;
}

export interface PageBudget {
  /** The route it is measured for, for the report. */
  route: string;
  /** The page module, from `src/web/features/` on, without its extension. */
  page: string;
  kib: number;
}

/**
 * Each page's budget, a few KiB above its first load when it was set, so growth is a decision and not an accident.
 * The home page's is its goal, 100 KiB: React and React Router are most of it, so the entry carries nothing a page
 * can load itself (the query cache, class merging, dialogs, watchers). Lower a budget whenever a page gets lighter.
 * A page not listed gets DEFAULT_BUDGET_KIB.
 */
export const PAGE_BUDGETS: readonly PageBudget[] = [
  { route: '/', page: 'marketing/pages/home-page', kib: 100 },
  { route: '/lessons', page: 'marketing/pages/lessons-page', kib: 108 },
  { route: '/faq', page: 'marketing/pages/faq-page', kib: 113 },
  { route: '/contact', page: 'contact/pages/contact-page', kib: 143 },
  { route: '/progress', page: 'progress/pages/progress-page', kib: 118 },
  { route: '/thank-you', page: 'marketing/pages/thank-you-page', kib: 96 },
  { route: '/water-safety-checklist', page: 'growth/pages/water-safety-checklist-page', kib: 94 },
  { route: '/calendar', page: 'calendar/pages/calendar-page', kib: 125 },
  { route: '/booking', page: 'booking/pages/booking-page', kib: 129 },
  { route: '/booking/confirmation', page: 'confirmation/pages/confirmation-page', kib: 143 },
  { route: '/packages/:id', page: 'packages/pages/package-page', kib: 178 },
  { route: '/my-lessons', page: 'family/pages/my-lessons-page', kib: 196 },
  { route: '/my-lessons/sign-in', page: 'family/pages/my-lessons-sign-in-page', kib: 153 },
  // With its link to the instructor's hours and time off.
  { route: '/instructor', page: 'instructor/pages/instructor-page', kib: 178 },
  { route: '/instructor/sign-in', page: 'instructor/pages/instructor-sign-in-page', kib: 136 },
  // The weekly hours form and the API's own schema, which checks it before it is sent.
  { route: '/instructor/hours', page: 'instructor/pages/instructor-hours-page', kib: 165 },
  { route: '/waitlist/leave', page: 'waitlist/pages/waitlist-leave-page', kib: 96 },
  { route: '/waitlist/decline', page: 'waitlist/pages/waitlist-decline-page', kib: 96 },
  { route: '/admin', page: 'admin/pages/admin-page', kib: 212 },
  { route: '(not found)', page: 'marketing/pages/not-found-page', kib: 94 },
];
export const DEFAULT_BUDGET_KIB = 120;

export interface PageWeight {
  route: string;
  page: string;
  budgetKib: number;
  gzipBytes: number;
  files: string[];
  /** Each file's gzipped size. */
  fileGzipBytes: Record<string, number>;
  /** The first load's modules, biggest first, with their uncompressed size. */
  modules: { id: string; bytes: number }[];
}

const PAGE_MODULE = /\/src\/web\/features\/(.+\/pages\/[^/]+)\.tsx?$/;

/** Every chunk `fileName` loads before it runs, itself included. */
function staticClosure(fileName: string, byName: Map<string, BuiltChunk>, into = new Set<string>()) {
  if (into.has(fileName) || !byName.has(fileName)) return into;
  into.add(fileName);
  for (const imported of byName.get(fileName)!.imports) staticClosure(imported, byName, into); // has() above
  return into;
}

/** The first load of every page chunk in the build. */
export function pageWeights(chunks: readonly BuiltChunk[], budgets = PAGE_BUDGETS): PageWeight[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const entries = chunks.filter((c) => c.isEntry);
  const gzipped = new Map<string, number>();
  const gzipSize = (name: string) => {
    let size = gzipped.get(name);
    if (size === undefined) {
      size = gzipSync(byName.get(name)!.code, { level: 9 }).length; // names come from byName
      gzipped.set(name, size);
    }
    return size;
  };
  const weights: PageWeight[] = [];
  for (const chunk of chunks) {
    const page = PAGE_MODULE.exec(chunk.facadeModuleId?.replaceAll('\\', '/') ?? '')?.[1];
    if (!page || chunk.isEntry) continue;
    const files = new Set<string>();
    for (const entry of entries) staticClosure(entry.fileName, byName, files);
    staticClosure(chunk.fileName, byName, files);
    const budget = budgets.find((b) => b.page === page);
    const modules = [...files]
      .flatMap((f) => Object.entries(byName.get(f)!.modules)) // files come from byName
      .map(([id, m]) => ({ id, bytes: m.renderedLength }))
      .sort((a, b) => b.bytes - a.bytes);
    weights.push({
      route: budget?.route ?? page,
      page,
      budgetKib: budget?.kib ?? DEFAULT_BUDGET_KIB,
      gzipBytes: [...files].reduce((sum, f) => sum + gzipSize(f), 0),
      files: [...files],
      fileGzipBytes: Object.fromEntries([...files].map((f) => [f, gzipSize(f)])),
      modules,
    });
  }
  return weights.sort((a, b) => a.route.localeCompare(b.route));
}

const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;
/** A module's package (`react-dom`, `@tanstack/query-core`), or its path for our own code. */
function ownerOf(id: string): string {
  const inPackage = /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  // Bundler helpers have ids that start with a NUL byte.
  return inPackage ? inPackage[1]! : id.replace(/^\0/, '').replace(/^.*\/src\//, 'src/'); // the group is in the pattern
}

/** The first load's modules summed by package (our own files one by one), biggest first. */
function byOwner(modules: PageWeight['modules']) {
  const sums = new Map<string, number>();
  for (const m of modules) sums.set(ownerOf(m.id), (sums.get(ownerOf(m.id)) ?? 0) + m.bytes);
  return [...sums].sort((a, b) => b[1] - a[1]);
}

/** The report printed by the build; `over` are the pages past their budget, each with its biggest modules. */
export function budgetReport(weights: readonly PageWeight[]): { text: string; over: PageWeight[] } {
  const over = weights.filter((w) => w.gzipBytes > w.budgetKib * KiB);
  const lines = ['First load of each page (JavaScript, gzipped):'];
  for (const w of weights) {
    const mark = w.gzipBytes > w.budgetKib * KiB ? 'OVER' : 'ok';
    lines.push(`  ${w.route.padEnd(40)} ${kib(w.gzipBytes).padStart(10)} of ${w.budgetKib} KiB  ${mark}`);
  }
  // The biggest packages of the first few pages over: one import in the entry puts every page over at once.
  for (const w of over.slice(0, 3)) {
    lines.push(
      `\n${w.route} is ${kib(w.gzipBytes)}, over its ${w.budgetKib} KiB, in ${w.files.length} files:`,
    );
    for (const f of w.files) lines.push(`  ${kib(w.fileGzipBytes[f] ?? 0).padStart(10)}  ${f}`);
    lines.push('Its biggest packages and files (before minifying):');
    for (const [owner, bytes] of byOwner(w.modules).slice(0, 15))
      lines.push(`  ${kib(bytes).padStart(10)}  ${owner}`);
  }
  return { text: lines.join('\n'), over };
}

/** The Vite plugin: measures the build and fails it when a page is over its budget. */
export function pageWeightBudget(options: { quiet?: boolean } = {}): Plugin {
  return {
    name: 'page-weight-budget',
    apply: 'build',
    generateBundle(_output, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk') as unknown as BuiltChunk[];
      const { text, over } = budgetReport(pageWeights(chunks));
      if (over.length)
        this.error(
          `${text}\n\nSplit what these pages do not need at first, or raise the budget in scripts/page-weight.ts with a reason.`,
        );
      if (!options.quiet) console.log(text);
    },
  };
}
