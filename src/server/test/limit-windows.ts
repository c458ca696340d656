/**
 * Limits count in fixed windows that start on whole multiples of their length (database clock, this machine's too).
 * A test that fills a window waits, when the current one is about to end, for the next to begin, so its counts are
 * not split across two windows.
 */
export async function waitForFreshWindow(windowMs: number, testNeedsMs: number): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < testNeedsMs) await new Promise((resolve) => setTimeout(resolve, left + 250));
}
