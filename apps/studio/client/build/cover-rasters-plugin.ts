import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { COVER_SCALES, COVER_WIDTH, rasteriseCover, rasterName } from './cover-rasters';

/** Not a tile: the provider's logo is drawn small, beside text, and stays SVG. */
const NOT_COVERS = new Set(['provider-logo.svg']);

/**
 * Emits art/<game>.webp and art/<game>@2x.webp beside every cover in public/art, on every build
 * (never in the dev server: the SVG is there, and the lobby's tiles come from the studio's build).
 */
export function coverRasters(artDir: string): Plugin {
  return {
    name: 'studio-cover-rasters',
    apply: 'build',
    async generateBundle() {
      const covers = (await readdir(artDir)).filter((name) => name.endsWith('.svg') && !NOT_COVERS.has(name));
      for (const name of covers.sort()) {
        const svg = await readFile(path.join(artDir, name), 'utf8');
        for (const scale of COVER_SCALES) {
          this.emitFile({
            type: 'asset',
            fileName: `art/${rasterName(name, scale)}`,
            source: await rasteriseCover(svg, COVER_WIDTH * scale),
          });
        }
      }
    },
  };
}
