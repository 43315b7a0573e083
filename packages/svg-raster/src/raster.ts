/*
 * Raster copies (WebP) of our own SVG art, drawn at build time: the studio's game covers and the
 * lobby's slides.
 *
 * A browser draws an SVG image as a document of its own: parse, style, layout and paint on the
 * page's main thread, about 40 ms an image on a throttled phone. A WebP is decoded off the main
 * thread. The SVG stays the only author of the art; the rasters are made from it on every build
 * and never edited or committed.
 *
 * Both renderers are WebAssembly (resvg, libwebp), so the build needs no native addon and no
 * install script. The art's lettering asks for faces such as Georgia and Arial Black, which a
 * build machine may not have: the Noto faces that ship with the build stand in, as they do on an
 * Android phone, so a raster's letters are the same wherever it is built.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import encodeWebp, { init as initWebp } from '@jsquash/webp/encode.js';
import { initWasm, Resvg } from '@resvg/resvg-wasm';

const require = createRequire(import.meta.url);

/** Past the eye's threshold on these gradients at a tile's size, at about a third of PNG's bytes. */
const WEBP_QUALITY = 82;

const FONT_FILES = [
  '@expo-google-fonts/noto-serif/400Regular/NotoSerif_400Regular.ttf',
  '@expo-google-fonts/noto-serif/700Bold/NotoSerif_700Bold.ttf',
  '@expo-google-fonts/noto-serif/700Bold_Italic/NotoSerif_700Bold_Italic.ttf',
  '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  '@expo-google-fonts/noto-sans/700Bold_Italic/NotoSans_700Bold_Italic.ttf',
];

let ready: Promise<Uint8Array[]> | undefined;

/** Loads both WebAssembly modules and the fonts once per process. */
function start(): Promise<Uint8Array[]> {
  ready ??= (async () => {
    await initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
    // The plain build, not the SIMD one: the same bytes from every machine that builds.
    await initWebp(
      await WebAssembly.compile(readFileSync(require.resolve('@jsquash/webp/codec/enc/webp_enc.wasm'))),
    );
    return FONT_FILES.map((file) => new Uint8Array(readFileSync(require.resolve(file))));
  })();
  return ready;
}

/** The file name of an SVG's raster at a scale: neon-fruits.svg -> neon-fruits@2x.webp. */
export function rasterName(svgName: string, scale: number): string {
  const base = svgName.replace(/\.svg$/, '');
  return scale === 1 ? `${base}.webp` : `${base}@${scale}x.webp`;
}

/** An RGBA drawing (straight alpha, row by row), as the WebP encoder takes it. */
export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** Draws an SVG `width` pixels wide, its lettering in the fonts that ship with the build. */
export async function drawSvg(svg: string, width: number): Promise<Pixels> {
  const fontBuffers = await start();
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: {
      fontBuffers,
      serifFamily: 'Noto Serif',
      sansSerifFamily: 'Noto Sans',
      defaultFontFamily: 'Noto Sans',
    },
  });
  const image = resvg.render();
  try {
    return { data: new Uint8ClampedArray(image.pixels), width: image.width, height: image.height };
  } finally {
    image.free();
    resvg.free();
  }
}

/** Draws an SVG `width` pixels wide and encodes it as WebP. */
export async function rasteriseSvg(svg: string, width: number): Promise<Uint8Array> {
  const pixels = await drawSvg(svg, width);
  // The encoder reads only these fields of the ImageData it asks for (Node has no ImageData).
  const image = { ...pixels, colorSpace: 'srgb' } as ImageData;
  const webp = await encodeWebp(image, { quality: WEBP_QUALITY, method: 6 });
  return new Uint8Array(webp);
}
