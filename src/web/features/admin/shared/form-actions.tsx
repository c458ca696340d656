import { Button } from '@web/components/ui/button';

/** Cancel on the left, the form's submit on the right, as every admin dialog form ends. */
export function FormActions({
  onCancel,
  cancelText = 'Cancel',
  submitText,
  submitVariant,
  disabled,
}: {
  onCancel: () => void;
  cancelText?: string;
  submitText: string;
  submitVariant?: 'default' | 'destructive';
  disabled: boolean;
}) {
  return (
    <div className="flex justify-end gap-2">
      <Button variant="ghost" onClick={onCancel}>
        {cancelText}
      </Button>
      <Button type="submit" variant={submitVariant} disabled={disabled}>
        {submitText}
      </Button>
    </div>
  );
}
