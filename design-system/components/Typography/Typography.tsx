import { createElement, type CSSProperties, type ElementType, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import * as styles from './Typography.css';

export const headingLevels = [1, 2, 3] as const;
export type HeadingLevel = (typeof headingLevels)[number];

export type HeadingProps = { level: HeadingLevel; children: ReactNode; id?: string; className?: string };

export function Heading({ level, children, id, className }: HeadingProps) {
  return createElement(`h${level}`, { id, className: cx(styles.heading, styles.headingLevel[level], className) }, children);
}

export const textTones = ['default', 'muted', 'danger', 'accent', 'success'] as const;
export const textSizes = ['xs', 'sm', 'md', 'lg'] as const;
export type TextTone = (typeof textTones)[number];
export type TextSize = (typeof textSizes)[number];

export type TextProps = {
  tone?: TextTone;
  size?: TextSize;
  weight?: 'regular' | 'medium' | 'semibold' | 'bold';
  as?: ElementType;
  /** Clamp to this many lines with an ellipsis. */
  maxLines?: number;
  id?: string;
  className?: string;
  children: ReactNode;
};

export function Text({ tone = 'default', size = 'md', weight, as = 'p', maxLines, id, className, children }: TextProps) {
  const style: CSSProperties | undefined = maxLines ? ({ WebkitLineClamp: maxLines, lineClamp: maxLines } as CSSProperties) : undefined;
  return createElement(
    as,
    {
      id,
      style,
      className: cx(
        styles.text,
        styles.textTone[tone],
        styles.textSize[size],
        weight && styles.textWeight[weight],
        maxLines ? styles.clamp : undefined,
        className,
      ),
    },
    children,
  );
}
