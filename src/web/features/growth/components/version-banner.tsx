import { useEffect, useRef, useState } from 'react';
import { deferredComponent } from '@web/lib/deferred-component';
import type { VersionResponse } from '@core/api/system';

// The notice's code loads only when a new version is out, which is rare, so it stays off every first page load.
const NewVersionNotice = deferredComponent(() =>
  import('./new-version-notice').then((m) => m.NewVersionNotice),
);

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
    <NewVersionNotice
      onLater={() => {
        baseline.current = latest;
        setLatest(undefined);
      }}
    />
  );
}
