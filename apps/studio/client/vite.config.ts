import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { coverRasters } from './build/cover-rasters-plugin';

const root = fileURLToPath(new URL('.', import.meta.url));

// Relative asset paths: the studio serves index.html for {base}/play/<game> with a
// <base href="{base}/"> added, so './assets/...' resolves under any base path (/studio inside the
// casino, / when the studio runs on its own host).
export default defineConfig({
  root,
  base: './',
  publicDir: 'public',
  // The lobby tiles' WebP copies of the SVG covers (@casino/svg-raster says why).
  plugins: [coverRasters(`${root}public/art`)],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
  },
});
