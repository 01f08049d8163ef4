// After `vite build`: writes .br and .gz next to every text asset of dist/web, so the server sends them
// pre-compressed (@fastify/static preCompressed) instead of compressing on each request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = new URL('../dist/web/', import.meta.url).pathname;
const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|csv|txt|xml)$/;
const minimumBytes = 1024;

function* filesUnder(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

let count = 0;
for (const path of filesUnder(root)) {
  if (!compressible.test(path) || statSync(path).size < minimumBytes) continue;
  const content = readFileSync(path);
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
  );
  count += 1;
}
console.log(`compressed ${count} assets (.br, .gz) in dist/web`);
