#!/usr/bin/env node
/**
 * Writes `<file>.br` (Brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text file
 * of a build (`node ../scripts/precompress.mjs dist`, the last step of each front end's `build`).
 * The server sends them as they are (`@fastify/static` `preCompressed`, server/src/static): the
 * best ratio at no CPU per request. Compressing on each request (`@fastify/compress`) uses Brotli
 * quality 4, which is no smaller than gzip; quality 11 is ~15 % smaller on this app's scripts
 * (docs/performance.md, session 14) and too slow to run per request. Files under 1 KB are left
 * alone (`@fastify/compress`'s threshold), as are files compressing to no gain.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|json|svg|txt|xml)$/;
const MIN_BYTES = 1024;

const filesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });

const dir = process.argv[2];
if (!dir) {
  console.error('Uso: node scripts/precompress.mjs <carpeta del build>');
  process.exit(1);
}
let before = 0;
let after = 0;
for (const file of filesUnder(dir)) {
  if (!TEXT.test(file) || statSync(file).size < MIN_BYTES) continue;
  const data = readFileSync(file);
  const br = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  const gz = gzipSync(data, { level: 9 });
  if (br.length < data.length) writeFileSync(`${file}.br`, br);
  if (gz.length < data.length) writeFileSync(`${file}.gz`, gz);
  before += data.length;
  after += Math.min(br.length, data.length);
}
console.log(
  `precompress ${dir}: ${Math.round(before / 1024)} KB -> ${Math.round(after / 1024)} KB (Brotli 11)`,
);
