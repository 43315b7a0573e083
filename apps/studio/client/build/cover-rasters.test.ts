import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { webpSize } from '@casino/svg-raster/testing';
import { drawSvg as drawCover, rasteriseSvg as rasteriseCover, rasterName } from '@casino/svg-raster';

const ART = fileURLToPath(new URL('../public/art/', import.meta.url));

/** Pixels of the drawing that are not the background's colour (the first pixel's). */
function inked(pixels: { data: Uint8ClampedArray }): number {
  const { data } = pixels;
  let count = 0;
  for (let i = 0; i < data.length; i += 4)
    if (data[i] !== data[0] || data[i + 1] !== data[1] || data[i + 2] !== data[2]) count++;
  return count;
}

describe('cover rasters', () => {
  it('names the raster of each scale beside its cover', () => {
    expect(rasterName('neon-fruits.svg', 1)).toBe('neon-fruits.webp');
    expect(rasterName('neon-fruits.svg', 2)).toBe('neon-fruits@2x.webp');
  });

  it('draws a cover as WebP at the width asked, keeping its 3:4 box', async () => {
    const svg = readFileSync(`${ART}neon-fruits.svg`, 'utf8');
    const small = await rasteriseCover(svg, 300);
    const large = await rasteriseCover(svg, 600);
    expect(webpSize(small)).toEqual({ width: 300, height: 400 });
    expect(webpSize(large)).toEqual({ width: 600, height: 800 });
    // Sharp on a 3x phone without costing more than the page's code.
    expect(large.length).toBeLessThan(64 * 1024);
  });

  it('draws the covers’ lettering in the fonts that ship with the build, whatever the machine has', async () => {
    for (const family of ["Georgia,'Times New Roman',serif", "'Arial Black',Impact,system-ui,sans-serif"]) {
      const word = (text: string) =>
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 100"><rect width="300" height="100" fill="#000"/>` +
        `<text x="10" y="70" font-family="${family}" font-weight="900" font-size="60" fill="#fff">${text}</text></svg>`;
      expect(inked(await drawCover(word(''), 300))).toBe(0);
      expect(inked(await drawCover(word('ROYAL'), 300))).toBeGreaterThan(1500);
    }
  });

  it('draws every cover in public/art', async () => {
    const covers = readdirSync(ART).filter((name) => name.endsWith('.svg') && name !== 'provider-logo.svg');
    expect(covers.length).toBeGreaterThanOrEqual(9);
    for (const name of covers) {
      const pixels = await drawCover(readFileSync(`${ART}${name}`, 'utf8'), 150);
      expect([pixels.width, pixels.height], name).toEqual([150, 200]);
      // Art, not an empty box: most of the tile differs from its corner.
      expect(inked(pixels), name).toBeGreaterThan(150 * 200 * 0.5);
    }
  });
});
