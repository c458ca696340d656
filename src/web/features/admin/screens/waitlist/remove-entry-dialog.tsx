import type { AdminWaitlistEntry } from '@core/api/waitlist';
import { AlertDialog } from '@web/components/ui/alert-dialog';
import { removeWaitlistEntry } from '@web/features/admin/api/remove-waitlist-entry';
import { useAdminAction } from '@web/features/admin/hooks/use-admin-action';

/** Asks before taking an entry off the waitlist; a live offer's seats then go to the next family in line. */
export function RemoveEntryDialog({
  entry,
  list,
  onClose,
}: {
  entry: AdminWaitlistEntry;
  list: string;
  onClose: () => void;
}) {
  const remove = useAdminAction(removeWaitlistEntry, (answer) => answer.message);
  return (
    <AlertDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={`Remove ${entry.name} from the waitlist?`}
      description={`${list}.${entry.offer ? ' The seats held for their offer go to the next family in line.' : ''}`}
      confirmText="Remove"
      cancelText="Cancel"
      destructive
      busy={remove.isPending}
      onConfirm={() => remove.mutate(entry.id, { onSuccess: onClose })}
    />
  );
}
