import type { ReactNode } from 'react';
import { clsx } from 'clsx';

export function SelectOptions({
  options,
  placeholder,
}: {
  options: readonly { id: string; label: string }[];
  placeholder: string;
}) {
  return (
    <>
      <option value="">{placeholder}</option>
      {options.map((o) => (
        <option key={o.id} value={o.id}>
          {o.label}
        </option>
      ))}
    </>
  );
}

export function StepHeading({ children, className }: { children: ReactNode; className?: string }) {
  return <h2 className={clsx('text-xl font-bold text-ocean-900', className)}>{children}</h2>;
}
