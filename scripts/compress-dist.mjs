// Writes brotli (.br) and gzip (.gz) copies of a build's text files next to them, so the servers
// send compressed bytes without compressing on every request (@fastify/static's preCompressed).
// Usage: node scripts/compress-dist.mjs <folder> [...folders]
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
// Below this a compressed copy saves less than its own overhead.
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (TEXT.test(entry)) yield full;
  }
}

for (const dir of process.argv.slice(2)) {
  let count = 0;
  for (const file of files(dir)) {
    const body = readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    count += 1;
  }
  console.log(`compressed ${count} files in ${dir}`);
}
