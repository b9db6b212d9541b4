/**
 * The browser's `zod`: vite.config.ts points the bare `zod` import of every browser module here.
 * zod compiles object parsers with `new Function` unless told not to, and probes for it the first
 * time an object schema is made: under our CSP (no 'unsafe-eval') the probe is reported as a
 * violation even though zod catches it (ADR 085). A module that makes a schema imports zod through
 * this one, so the switch is set before its first schema, whichever chunk it is in and however late
 * it loads (ADR 105: zod is no longer part of a first visit, so root cannot set it). The server
 * keeps the compiled parsers.
 */
import { config } from 'zod/v4';

if (typeof document !== 'undefined') config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
