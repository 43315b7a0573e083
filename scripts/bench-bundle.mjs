// Prints the web app's bundle sizes (raw and gzip): what a player downloads on the first visit
// (the entry chunk and what index.html links) and in all. Builds first unless --no-build.
import { execSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
if (!process.argv.includes('--no-build'))
  execSync('npm run build -w @casino/web', { cwd: root, stdio: 'ignore' });

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
const measure = (file) => {
  const buf = readFileSync(file);
  return { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
};

const assets = readdirSync(path.join(dist, 'assets'))
  .filter((f) => /\.(js|css)$/.test(f))
  .map((f) => ({
    name: f,
    ...measure(path.join(dist, 'assets', f)),
    size: statSync(path.join(dist, 'assets', f)).size,
  }));
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = assets.filter((a) => html.includes(a.name));
const sum = (list, key) => list.reduce((s, a) => s + a[key], 0);

console.log('web bundle');
console.log(
  `  initial (linked by index.html): ${initial.length} files, ${kib(sum(initial, 'raw'))} raw, ${kib(sum(initial, 'gzip'))} gzip`,
);
console.log(
  `  all chunks:                     ${assets.length} files, ${kib(sum(assets, 'raw'))} raw, ${kib(sum(assets, 'gzip'))} gzip`,
);
for (const a of assets.sort((x, y) => y.raw - x.raw).slice(0, 8)) {
  console.log(`    ${a.name.padEnd(40)} ${kib(a.raw).padStart(10)} ${kib(a.gzip).padStart(10)} gzip`);
}
