/**
 * Whole numbers in API inputs (issue 18, ADR 087). A JSON body's amounts, counts and ids are JSON
 * integers only: no coercion, so "0x10", true, [5] or "16" are refused, never read as numbers.
 * A query string (GET calls, the uploads' PUT) and a form's text field carry only text, so there
 * `fromDigits` reads a string of digits, and nothing else, as its number.
 */
import { z } from 'zod';

const DIGITS = /^\d{1,16}$/;

/**
 * `schema`, also accepting its number written as plain decimal digits ("42"; never "0x2a", "4e1",
 * " 42" or "-1"): for query parameters and typed form fields.
 */
export const fromDigits = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (typeof v === 'string' && DIGITS.test(v) ? Number(v) : v), schema);

/** A row id in a JSON body: a positive JSON integer. */
export const recordId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** A row id in a query string. */
export const recordIdParam = fromDigits(recordId);

/** A page size in a query string, 1..max. */
export const limitParam = (max: number) => fromDigits(z.number().int().min(1).max(max));
