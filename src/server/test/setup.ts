import { afterEach, vi } from 'vitest';

// An unexpected console.error is a bug the test did not see: fail it.
// Test files share a worker's module state and this file runs before each of them: console.error is wrapped once
// per worker, and every file's hook reads and clears the one list of calls.
const state = globalThis as { consoleErrorsSeen?: unknown[][] };
if (!state.consoleErrorsSeen) {
  const seen: unknown[][] = (state.consoleErrorsSeen = []);
  const original = console.error;
  console.error = (...args: unknown[]) => {
    seen.push(args);
    original(...args);
  };
}
const errors = state.consoleErrorsSeen;
// What an earlier file logged after its last test belongs to that file, as it did when each file had its own list.
errors.splice(0);
afterEach(() => {
  const seen = errors.splice(0);
  vi.restoreAllMocks();
  // A test that left fake timers installed would freeze the next file's clock: each test gets real ones back.
  vi.useRealTimers();
  if (seen.length) throw new Error(`console.error was called: ${String(seen[0]?.[0])}`);
});
