import type { ComponentProps } from 'react';
import { useFieldControl, withFieldControl } from './field';

/** A native list to choose from (a phone shows its own picker); inside a Field it takes the field's id and descriptions. */
export function Select(props: ComponentProps<'select'>) {
  return <select {...withFieldControl(useFieldControl(), props)} />;
}
