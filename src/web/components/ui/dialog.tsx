import { X } from 'lucide-react';
import { Dialog as Primitive } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import { clsx } from 'clsx';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** While true, Escape, the backdrop and the close button leave the dialog open (a request is on its way). */
  busy?: boolean;
  /** A wider dialog for a form with columns (admin records). */
  wide?: boolean;
  className?: string;
  /** The close button's name, where "Close" alone would not say what closes. */
  closeLabel?: string;
  /** Where focus goes on closing, when not back to what had it before (a dialog several buttons open). */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** A picture beside the title (the admin login's lock); hidden from screen readers. */
  icon?: ReactNode;
}

/**
 * A focus-trapping modal dialog: Escape, the backdrop and the close button close it, and focus returns to the
 * button that opened it. The overlay scrolls rather than the dialog, so a tall dialog stays reachable on a phone.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  busy,
  wide,
  className,
  closeLabel = 'Close',
  returnFocusTo,
  icon,
}: DialogProps) {
  return (
    <Primitive.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Primitive.Portal>
        <Primitive.Overlay className="fixed inset-0 z-50 overflow-y-auto bg-slate-900/60">
          <div className="flex min-h-full items-center justify-center p-3">
            <Primitive.Content
              className={clsx('dialog-panel', wide && 'dialog-panel-wide', className)}
              {...(description ? {} : { 'aria-describedby': undefined })}
              {...(returnFocusTo
                ? {
                    onCloseAutoFocus: (event: Event) => {
                      event.preventDefault();
                      returnFocusTo.current?.focus();
                    },
                  }
                : {})}
            >
              <div className="flex items-start justify-between gap-4">
                <div className="flex items-center gap-3">
                  {icon && (
                    <span
                      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-ocean-100 text-ocean-800"
                      aria-hidden="true"
                    >
                      {icon}
                    </span>
                  )}
                  <Primitive.Title className="text-xl font-bold text-ocean-900">{title}</Primitive.Title>
                </div>
                <Primitive.Close
                  className="rounded p-1 text-slate-600 hover:bg-slate-100 disabled:opacity-50"
                  aria-label={closeLabel}
                  disabled={busy}
                >
                  <X className="size-5" aria-hidden="true" />
                </Primitive.Close>
              </div>
              {description && (
                <Primitive.Description className="mt-1 text-sm text-slate-700">
                  {description}
                </Primitive.Description>
              )}
              <div className="mt-4">{children}</div>
            </Primitive.Content>
          </div>
        </Primitive.Overlay>
      </Primitive.Portal>
    </Primitive.Root>
  );
}
