import { RefreshCw } from 'lucide-react';
import { Button } from '@web/components/ui/button';

/** "New version available": Reload now, or Later (the banner's owner then takes the new version as seen). */
export function NewVersionNotice({ onLater }: { onLater: () => void }) {
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
          <Button size="sm" variant="ghost" className="text-white hover:bg-white/10" onClick={onLater}>
            Later
          </Button>
        </div>
      </div>
    </div>
  );
}
