import { createElement, forwardRef, type AllHTMLAttributes, type ElementType, type ReactNode } from 'react';
import { sprinkles, type Sprinkles } from '../../theme/sprinkles.css';
import { cx } from '../../lib/cx';

export type BoxProps = Sprinkles &
  Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as' | 'className'> & {
    as?: ElementType;
    className?: string;
    children?: ReactNode;
  };

/** The layout primitive: any element, styled only through sprinkles atoms (tokens). */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box({ as = 'div', className, ...props }, ref) {
  const atoms: Record<string, unknown> = {};
  const native: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else native[key] = value;
  }
  return createElement(as, { ref, className: cx(sprinkles(atoms as Sprinkles), className) || undefined, ...native });
});
