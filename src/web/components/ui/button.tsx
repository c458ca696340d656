import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';

/**
 * The spec's button variants (default, destructive, outline, secondary, ghost, link) and sizes. The classes are
 * components defined in styles.css, so a `className` added to them needs no merging: any utility wins over them.
 */
export const buttonVariants = cva('btn', {
  variants: {
    variant: {
      default: 'btn-default',
      destructive: 'btn-destructive',
      outline: 'btn-outline',
      secondary: 'btn-secondary',
      ghost: 'btn-ghost',
      link: 'btn-link',
    },
    size: {
      default: 'btn-size-default',
      sm: 'btn-size-sm',
      lg: 'btn-size-lg',
      icon: 'btn-size-icon',
    },
  },
  defaultVariants: { variant: 'default', size: 'default' },
});

/** A link that looks like a button takes `buttonVariants(...)` as its class instead. */
export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants>;

export function Button({ className, variant, size, type = 'button', ...props }: ButtonProps) {
  return <button className={buttonVariants({ variant, size, className })} type={type} {...props} />;
}
