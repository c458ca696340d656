import { X } from 'lucide-react';
import { dismissToast, useToasts } from '@web/lib/toast';
import { clsx } from 'clsx';

/** Renders the toasts in live regions: polite for news, assertive for errors. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-4 sm:items-end">
      <div role="status" aria-live="polite" className="contents">
        {toasts
          .filter((t) => t.variant === 'default')
          .map((t) => (
            <ToastCard key={t.id} {...t} />
          ))}
      </div>
      <div role="alert" aria-live="assertive" className="contents">
        {toasts
          .filter((t) => t.variant === 'destructive')
          .map((t) => (
            <ToastCard key={t.id} {...t} />
          ))}
      </div>
    </div>
  );
}

function ToastCard({
  id,
  title,
  description,
  variant,
}: {
  id: number;
  title: string;
  description?: string;
  variant: string;
}) {
  return (
    <div
      data-testid="toast"
      data-variant={variant}
      className={clsx(
        'pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border p-4 shadow-lg',
        variant === 'destructive'
          ? 'border-red-800 bg-red-700 text-white'
          : 'border-slate-200 bg-white text-slate-900',
      )}
    >
      <div className="flex-1">
        <p className="font-semibold">{title}</p>
        {description && <p className="mt-1 text-sm opacity-90">{description}</p>}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(id)}
        className="rounded p-1 opacity-80 hover:opacity-100"
        aria-label={`Close notification: ${title}`}
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
