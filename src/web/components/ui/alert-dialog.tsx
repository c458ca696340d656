import { AlertDialog as Primitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { buttonVariants } from './button';

interface AlertDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** The words on the button that does the thing, for example "Cancel lesson". */
  confirmText: string;
  cancelText?: string;
  onConfirm: () => void;
  destructive?: boolean;
  /** While true, neither button nor Escape closes the dialog (the request is on its way). */
  busy?: boolean;
  children?: ReactNode;
}

/**
 * A question that must be answered before going on, for a step that cannot be undone. Unlike Dialog, a click on
 * the backdrop does not close it, and focus starts on the safe answer.
 */
export function AlertDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmText,
  cancelText = 'Go back',
  onConfirm,
  destructive,
  busy,
  children,
}: AlertDialogProps) {
  return (
    <Primitive.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Primitive.Portal>
        <Primitive.Overlay className="fixed inset-0 z-50 overflow-y-auto bg-slate-900/60">
          <div className="flex min-h-full items-center justify-center p-3">
            <Primitive.Content className="relative w-full max-w-md rounded-2xl bg-white p-5 shadow-xl sm:p-6">
              <Primitive.Title className="text-xl font-bold text-ocean-900">{title}</Primitive.Title>
              <Primitive.Description className="mt-2 text-sm text-slate-700">
                {description}
              </Primitive.Description>
              {children && <div className="mt-4">{children}</div>}
              <div className="mt-5 flex flex-wrap justify-end gap-2">
                <Primitive.Cancel className={buttonVariants({ variant: 'ghost' })} disabled={busy}>
                  {cancelText}
                </Primitive.Cancel>
                <Primitive.Action
                  className={buttonVariants({ variant: destructive ? 'destructive' : 'default' })}
                  disabled={busy}
                  onClick={(event) => {
                    // The dialog stays open until the caller closes it, so a failed request can say why inside it.
                    event.preventDefault();
                    onConfirm();
                  }}
                >
                  {confirmText}
                </Primitive.Action>
              </div>
            </Primitive.Content>
          </div>
        </Primitive.Overlay>
      </Primitive.Portal>
    </Primitive.Root>
  );
}
