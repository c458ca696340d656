// Reads the JSON reports of Vitest (Jest's shape) and Playwright, for the summary at the end of `npm test`.
import { stripVTControlCharacters } from 'node:util';

/** Every Vitest test: file, name, status and duration. */
function vitestTests(report) {
  return (report?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).map((t) => ({
      runner: 'vitest',
      name: `${file.name.replace(`${process.cwd()}/`, '')} › ${t.fullName ?? t.title}`,
      status: t.status,
      ms: t.duration ?? 0,
      message: (t.failureMessages ?? [])[0],
    })),
  );
}

/** Every Playwright test run (a test once per project): its last result's status and the time of all its tries. */
function playwrightTests(report) {
  const out = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        const results = test.results ?? [];
        const last = results[results.length - 1];
        out.push({
          runner: 'playwright',
          name: `${spec.file ?? file} › ${spec.title} [${test.projectName}]`,
          status: test.status === 'skipped' ? 'skipped' : (last?.status ?? 'skipped'),
          outcome: test.status,
          message: results.find((r) => r.error)?.error?.message,
          ms: results.reduce((sum, r) => sum + (r.duration ?? 0), 0),
        });
      }
    for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
  };
  for (const suite of report?.suites ?? []) walk(suite, suite.file);
  return out;
}

export function slowestTests(vitest, playwright, count) {
  return [...vitestTests(vitest), ...playwrightTests(playwright)].sort((a, b) => b.ms - a.ms).slice(0, count);
}

/** Passed, failed and skipped over both runners; a Playwright test that passed only on a retry counts as failed. */
export function tally(vitest, playwright) {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for (const t of vitestTests(vitest)) {
    if (t.status === 'passed') counts.passed++;
    else if (t.status === 'failed') counts.failed++;
    else counts.skipped++;
  }
  for (const t of playwrightTests(playwright)) {
    if (t.outcome === 'expected') counts.passed++;
    else if (t.outcome === 'skipped') counts.skipped++;
    else counts.failed++;
  }
  return counts;
}

/** The tests that failed (a Playwright test that passed only on a retry too), each with its error's first lines. */
export function failedTests(vitest, playwright) {
  const failed = [
    ...vitestTests(vitest).filter((t) => t.status === 'failed'),
    ...playwrightTests(playwright).filter((t) => t.outcome !== 'expected' && t.outcome !== 'skipped'),
  ];
  return failed.map((t) => ({
    ...t,
    message: stripVTControlCharacters(t.message ?? '')
      .split('\n')
      .slice(0, 6)
      .join('\n'),
  }));
}
