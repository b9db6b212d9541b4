/** What a form post answered (ADR 129): what was done, or the refusal's message and the field it names. */
export type FormResult = { ok: true; message: string } | { ok: false; message: string; field?: string };

/** The refusal's message when it is about `field`, for that field's error text. */
export const fieldError = (result: FormResult | undefined, field: string): string | undefined =>
  result && !result.ok && result.field === field ? result.message : undefined;
