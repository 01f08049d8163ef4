// The built server modules (dist/), loaded at run time: the bench measures what `npm start` runs.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { projectRoot } from '../scripts/lib/build-freshness.mjs';
import type * as AppModule from '../src/server/app.js';
import type * as ConfigModule from '../src/server/config.js';
import type * as ClientModule from '../src/server/db/client.js';
import type * as AuthSchema from '../src/server/db/schema/auth.js';
import type * as StockSchema from '../src/server/db/schema/stock.js';

async function loadBuiltModule<T>(relativePath: string): Promise<T> {
  const file = join(projectRoot, 'dist/server/server', relativePath);
  if (!existsSync(file)) throw new Error(`${file} is missing: run "npm run build" (npm run bench does it)`);
  return (await import(pathToFileURL(file).href)) as T;
}

export const { buildApp } = await loadBuiltModule<typeof AppModule>('app.js');
export const { loadConfig } = await loadBuiltModule<typeof ConfigModule>('config.js');
export const { openDatabase } = await loadBuiltModule<typeof ClientModule>('db/client.js');
export const { users } = await loadBuiltModule<typeof AuthSchema>('db/schema/auth.js');
export const { stockItems } = await loadBuiltModule<typeof StockSchema>('db/schema/stock.js');
