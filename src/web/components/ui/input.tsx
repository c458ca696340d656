import type { ComponentProps } from 'react';
import { useFieldControl, withFieldControl } from './field';

/** A text, email, number or date box; inside a Field it takes the field's id, descriptions and registration. */
export function Input(props: ComponentProps<'input'>) {
  return <input {...withFieldControl(useFieldControl(), props)} />;
}
