import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';

/** A focus-trapping dialog for admin forms and confirmations; Escape closes it and focus returns to the opener. */
export function AdminDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  wide,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        {/* The overlay scrolls, not the dialog: tall forms stay reachable on a phone without nested scrolling. */}
        <Dialog.Overlay className="fixed inset-0 z-50 overflow-y-auto bg-slate-900/60">
          <div className="flex min-h-full items-center justify-center p-3">
            <Dialog.Content
              className={`relative w-full rounded-2xl bg-white p-5 shadow-xl ${wide ? 'max-w-2xl' : 'max-w-lg'}`}
              {...(description ? {} : { 'aria-describedby': undefined })}
            >
              <div className="flex items-start justify-between gap-4">
                <Dialog.Title className="text-lg font-bold text-ocean-900">{title}</Dialog.Title>
                <Dialog.Close className="rounded p-1 text-slate-600 hover:bg-slate-100" aria-label="Close">
                  <X className="size-5" aria-hidden="true" />
                </Dialog.Close>
              </div>
              {description && (
                <Dialog.Description className="mt-1 text-sm text-slate-600">{description}</Dialog.Description>
              )}
              <div className="mt-4">{children}</div>
            </Dialog.Content>
          </div>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
