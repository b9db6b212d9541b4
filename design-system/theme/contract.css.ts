import { createThemeContract } from '@vanilla-extract/css';
import { tokens, type Tokens } from '../tokens/tokens';

type Shape<T> = { [K in keyof T]: T[K] extends string ? null : Shape<T[K]> };

function shapeOf<T extends object>(value: T): Shape<T> {
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, typeof inner === 'string' ? null : shapeOf(inner as object)])) as Shape<T>;
}

/** The one theme contract: components read these CSS variables and never a raw value. */
export const vars = createThemeContract(shapeOf<Tokens>(tokens));
