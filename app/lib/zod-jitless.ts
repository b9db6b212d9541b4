/**
 * zod compiles object parsers with `new Function` unless told not to, and probes for it the first
 * time an object schema is made: under our CSP (no 'unsafe-eval') the probe is reported as a
 * violation even though zod catches it (ADR 085). In the browser, zod runs without compiling. This
 * module is the first import of root.tsx, which the page evaluates before any route module. The
 * server keeps the compiled parsers (it shares zod's global config with the Remix build it serves).
 */
import { z } from 'zod';

if (typeof document !== 'undefined') z.config({ jitless: true });
