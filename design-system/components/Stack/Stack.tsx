import type { ElementType, ReactNode } from 'react';
import type { tokens } from '../../tokens/tokens';
import { Box } from '../Box/Box';

export type Space = keyof typeof tokens.space;
export const stackAligns = ['stretch', 'flex-start', 'center', 'flex-end'] as const;

export type StackProps = {
  gap?: Space;
  align?: (typeof stackAligns)[number];
  as?: ElementType;
  className?: string;
  children: ReactNode;
};

/** Children in a column with even gaps from the spacing scale. */
export function Stack({ gap = 'medium', align = 'stretch', as = 'div', className, children }: StackProps) {
  return (
    <Box as={as} display="flex" flexDirection="column" gap={gap} alignItems={align} className={className}>
      {children}
    </Box>
  );
}
