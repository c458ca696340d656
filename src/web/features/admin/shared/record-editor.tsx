import type { ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';

/** Which record the add/edit dialog shows: none (closed), a blank one, or an existing one. */
export type Editing<T> = T | 'new' | null;

/** The row button that opens a record in the edit dialog; the label names the record for screen readers. */
export function EditButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Button size="sm" variant="ghost" onClick={onClick} aria-label={`Edit ${name}`}>
      Edit
    </Button>
  );
}

/** The add/edit dialog of a record list; the form is mounted only while open, so it starts from its record. */
export function EditorDialog<T>({
  editing,
  onClose,
  titles,
  wide,
  form,
}: {
  editing: Editing<T>;
  onClose: () => void;
  titles: { add: string; edit: string };
  wide?: boolean;
  form: (initial: T | null) => ReactNode;
}) {
  return (
    <Dialog
      open={editing !== null}
      onOpenChange={(o) => !o && onClose()}
      title={editing === 'new' ? titles.add : titles.edit}
      wide={wide}
    >
      {editing !== null && form(editing === 'new' ? null : editing)}
    </Dialog>
  );
}
