import type { ComponentProps } from 'react';
import { useFieldControl, withFieldControl } from './field';

/** A box for several lines of text; inside a Field it takes the field's id and descriptions. */
export function Textarea(props: ComponentProps<'textarea'>) {
  return <textarea {...withFieldControl(useFieldControl(), props)} />;
}
