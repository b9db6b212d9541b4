/**
 * The fields of a zod input schema, found by walking it (zod 4's `_zod.def`): each leaf's path, its
 * kind and the schema at that place, so a test can send every field of every endpoint a bad value
 * and a new field is covered without being listed.
 */
import type { z } from 'zod';

export type FieldKind = 'string' | 'number' | 'unknown' | 'other';

export interface SchemaField {
  /** e.g. ['subscription', 'keys', 'auth'], ['media_ids', '0']. */
  path: string[];
  kind: FieldKind;
  /** The schema at the field's place (with its optional/default/preprocess wrappers). */
  schema: z.ZodType;
  /** Values the field needs beside it to be read at all (a discriminated union's tag). */
  with: Record<string, unknown>;
}

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The schema under its wrappers: what the value is checked as. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (WRAPPERS.has(def.type)) current = def.innerType as z.ZodType;
    // z.preprocess is a pipe from a transform: the value ends up checked by `out`.
    else if (def.type === 'pipe') current = (defOf(def.in).type === 'transform' ? def.out : def.in) as z.ZodType;
    else return current;
  }
}

export function schemaFields(schema: z.ZodType, path: string[] = [], withValues: Record<string, unknown> = {}, outer: z.ZodType = schema): SchemaField[] {
  const inner = unwrap(schema);
  const def = defOf(inner);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, field]) => schemaFields(field, [...path, key], withValues, field));
    case 'array':
      return schemaFields(def.element as z.ZodType, [...path, '0'], withValues, def.element as z.ZodType);
    case 'union': {
      const discriminator = def.discriminator as string | undefined;
      return (def.options as z.ZodType[]).flatMap((option) => {
        const tag = discriminator
          ? (defOf(unwrap((defOf(unwrap(option)).shape as Record<string, z.ZodType>)[discriminator]!)).values as unknown[])[0]
          : undefined;
        const extra = discriminator && path.length === 0 ? { ...withValues, [discriminator]: tag } : withValues;
        // An option that is a plain value (the referral payload as a string) stays the field itself.
        return schemaFields(option, path, extra, defOf(unwrap(option)).type === 'object' ? option : outer);
      });
    }
    case 'string':
      return [{ path, kind: 'string', schema: outer, with: withValues }];
    case 'number':
      return [{ path, kind: 'number', schema: outer, with: withValues }];
    case 'unknown':
    case 'any':
      return path.length ? [{ path, kind: 'unknown', schema: outer, with: withValues }] : [];
    default:
      return path.length ? [{ path, kind: 'other', schema: outer, with: withValues }] : [];
  }
}

/** `{ ...with, [path]: value }` as nested objects and one-element arrays. */
export function inputWith(field: SchemaField, value: unknown): Record<string, unknown> {
  let nested: unknown = value;
  for (const key of [...field.path].reverse()) nested = key === '0' ? [nested] : { [key]: nested };
  return { ...field.with, ...(nested as Record<string, unknown>) };
}

export const fieldName = (field: SchemaField) => field.path.join('.');
