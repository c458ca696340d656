import { AlertTriangle, Loader2, MapPin } from 'lucide-react';
import { ZIP_MESSAGE } from '@core/api/travel-text';
import { clsx } from 'clsx';
import type { useZipInfo } from './get-zip-info';

interface Props {
  id: string;
  /** The ZIP being looked up, or null while the box holds no complete ZIP. */
  zip: string | null;
  lookup: ReturnType<typeof useZipInfo>;
  /** The box holds something that is not a ZIP and the visitor has left it. */
  showFormatError?: boolean;
  className?: string;
}

/**
 * What we know about the ZIP: the server's own sentence (the travel fee, or why we cannot come), or that it is
 * being looked up. A polite live region that is always on the page, so a screen reader hears each new answer.
 */
export function ZipMessage({ id, zip, lookup, showFormatError = false, className }: Props) {
  const info = zip && lookup.data?.zip === zip ? lookup.data : undefined;
  const line =
    showFormatError && zip === null ? (
      <Line icon="warning">{ZIP_MESSAGE}</Line>
    ) : !zip ? null : info ? (
      <Line icon={info.inServiceArea ? 'place' : 'warning'}>{info.message}</Line>
    ) : lookup.isError ? (
      <Line icon="warning">{lookup.error.message}</Line>
    ) : (
      <Line icon="loading">{`Looking up ${zip}...`}</Line>
    );
  const warning =
    (info && !info.inServiceArea) || (zip !== null && lookup.isError) || (showFormatError && zip === null);
  // The region itself stays on the page even when empty: a live region added with its text is often not read.
  return (
    <div
      id={id}
      role="status"
      aria-live="polite"
      className={clsx(
        line &&
          (warning
            ? 'flex items-start gap-2 rounded-lg border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950'
            : 'flex items-start gap-2 text-sm text-slate-700'),
        className,
      )}
    >
      {line}
    </div>
  );
}

function Line({ icon, children }: { icon: 'place' | 'warning' | 'loading'; children: string }) {
  const Icon = icon === 'place' ? MapPin : icon === 'warning' ? AlertTriangle : Loader2;
  return (
    <>
      <Icon
        className={clsx('mt-0.5 size-4 shrink-0', icon === 'loading' && 'animate-spin')}
        aria-hidden="true"
      />
      <span>{children}</span>
    </>
  );
}
