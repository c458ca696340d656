import { RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { VersionResponse } from '@core/api/system';
import { Button } from '@web/components/ui/button';

export const VERSION_POLL_MS = 10 * 60_000;

/** Data-saver mode or a reduced-data preference: do not poll in the background. */
function prefersReducedData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return (
    connection?.saveData === true || window.matchMedia?.('(prefers-reduced-data: reduce)').matches === true
  );
}

/**
 * "New version available" (spec sections 2 and 4): polls /__version on load and every 10 minutes. The first build id
 * seen is the baseline; a different one shows the banner. Later hides it and takes the new id as the baseline.
 */
export function VersionBanner() {
  const baseline = useRef<string | undefined>(undefined);
  const [latest, setLatest] = useState<string>();

  useEffect(() => {
    if (prefersReducedData()) return;
    let cancelled = false;
    const check = async () => {
      try {
        const response = await fetch('/__version', {
          cache: 'no-store',
          headers: { accept: 'application/json' },
        });
        if (!response.ok) throw new Error(`status ${response.status}`);
        const { buildId } = (await response.json()) as VersionResponse;
        if (cancelled || typeof buildId !== 'string') return;
        baseline.current ??= buildId;
        if (buildId !== baseline.current) setLatest(buildId);
      } catch (error) {
        console.warn('Version check failed', error);
      }
    };
    void check();
    const timer = setInterval(check, VERSION_POLL_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, []);

  if (!latest) return null;
  return (
    <div
      role="region"
      aria-label="Site update"
      // The strip beside the banner lets clicks through to the header under it.
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] flex justify-center p-2"
    >
      <div
        role="status"
        className="pointer-events-auto flex w-full max-w-xl flex-wrap items-center gap-3 rounded-xl bg-ocean-900 px-4 py-3 text-white shadow-lg"
      >
        <RefreshCw className="size-5 text-aqua-300" aria-hidden="true" />
        <p className="flex-1 text-sm font-semibold">New version available</p>
        <div className="flex gap-2">
          <Button size="sm" variant="secondary" onClick={() => window.location.reload()}>
            Reload
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="text-white hover:bg-white/10"
            onClick={() => {
              baseline.current = latest;
              setLatest(undefined);
            }}
          >
            Later
          </Button>
        </div>
      </div>
    </div>
  );
}
