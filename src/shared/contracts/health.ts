import { z } from './zod.js';

export const ZHealthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unavailable']),
  engine: z.enum(['pglite', 'postgres']),
  version: z.string(),
  uptimeSeconds: z.number().nonnegative(),
});

export type THealthResponse = z.infer<typeof ZHealthResponse>;
