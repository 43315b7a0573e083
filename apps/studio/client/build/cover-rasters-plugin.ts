import type { Plugin } from 'vite';
import { svgRasters } from '@casino/svg-raster/vite';

/** A cover's art box (viewBox 300 x 400); its rasters are drawn at these widths. */
export const COVER_WIDTH = 300;

/** Not a tile: the provider's logo is drawn small, beside text, and stays SVG. */
const NOT_COVERS = new Set(['provider-logo.svg']);

/**
 * The lobby tiles' WebP copies of the SVG covers in public/art (@casino/svg-raster says why):
 * art/<game>.webp at 300x400 for a tile's ordinary size and art/<game>@2x.webp for 2x and 3x
 * screens, on every build. The SVG stays the only art (dev/make-covers.ts draws it).
 */
export function coverRasters(artDir: string): Plugin {
  return svgRasters('studio-cover-rasters', {
    dir: artDir,
    outDir: 'art',
    include: (name) => !NOT_COVERS.has(name),
    width: COVER_WIDTH,
    scales: [1, 2],
  });
}
