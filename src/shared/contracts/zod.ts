// zod for the contracts. In a browser, without its compiled parsers: zod tries `new Function` to compile them
// when a schema is made, and the app's Content-Security-Policy (no 'unsafe-eval') reports that try as a violation
// (Lighthouse's best practices, on every page that loads a form). The server keeps the faster compiled parsers.
// The contracts import z from here, so this runs before their first schema.
import { z } from 'zod';

if ('document' in globalThis) z.config({ jitless: true });

export { z };
