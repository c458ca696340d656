import { useFormContext } from 'react-hook-form';

const boxLabel = 'flex items-center gap-2 text-sm';

/** A checkbox with its words beside it, for a yes/no setting of a record. */
export function CheckboxField({
  label,
  checked,
  onChecked,
}: {
  label: string;
  checked: boolean;
  onChecked: (checked: boolean) => void;
}) {
  return (
    <label className={boxLabel}>
      <input type="checkbox" checked={checked} onChange={(e) => onChecked(e.target.checked)} /> {label}
    </label>
  );
}

/** The same checkbox in a `Form`, registered under `name` (a boolean value of the form). */
export function FormCheckbox({ name, label }: { name: string; label: string }) {
  const { register } = useFormContext();
  return (
    <label className={boxLabel}>
      <input type="checkbox" {...register(name)} /> {label}
    </label>
  );
}
