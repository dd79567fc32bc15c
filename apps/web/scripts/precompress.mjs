// After `vite build`: writes a Brotli (.br) and a gzip (.gz) copy beside each text file of dist/, which the server
// sends to browsers that accept them (@fastify/static `preCompressed`): the scripts of /login go over the wire at
// about a third of their size, with no compression work per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '..', 'dist');
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
/** Below this, the headers outweigh what compression saves. */
const SMALLEST_BYTES = 1024;

function* filesUnder(directory) {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else yield file;
  }
}

let written = 0;
for (const file of filesUnder(dist)) {
  if (!COMPRESSIBLE.test(file) || statSync(file).size < SMALLEST_BYTES) continue;
  const content = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  written += 1;
}
console.log(`precompressed ${written} files in ${path.relative(process.cwd(), dist)}`);
