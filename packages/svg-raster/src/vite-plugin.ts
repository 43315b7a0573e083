import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { rasteriseSvg, rasterName } from '@casino/svg-raster';

export interface SvgRasterOptions {
  /** The folder of SVGs (inside the app's public folder, where the SVGs are served from). */
  dir: string;
  /** The folder the rasters go to in the build's output, as the SVGs are served: `art`, `lobby`. */
  outDir: string;
  /** Which of the folder's SVGs are drawn. */
  include: (fileName: string) => boolean;
  /** The raster's width at scale 1, in pixels (the height follows the SVG's box). */
  width: number;
  /** The scales drawn: 1 is `<name>.webp`, 2 is `<name>@2x.webp`. */
  scales: readonly number[];
}

/**
 * WebP copies of a public folder's SVGs (raster.ts says why): emitted beside them on every build,
 * and drawn on request by the dev server, so a page names the same files in both.
 */
export function svgRasters(name: string, options: SvgRasterOptions): Plugin {
  const { dir, outDir, include, width, scales } = options;
  /** Each raster's file name, with the SVG it is drawn from and the scale, as the folder is now. */
  const sources = async () => {
    const svgs = (await readdir(dir)).filter((file) => file.endsWith('.svg') && include(file)).sort();
    return new Map(
      svgs.flatMap((svg) => scales.map((scale) => [rasterName(svg, scale), { svg, scale }] as const)),
    );
  };
  const draw = async (svg: string, scale: number) =>
    rasteriseSvg(await readFile(path.join(dir, svg), 'utf8'), width * scale);

  return {
    name,
    async generateBundle() {
      for (const [fileName, { svg, scale }] of await sources())
        this.emitFile({ type: 'asset', fileName: `${outDir}/${fileName}`, source: await draw(svg, scale) });
    },
    configureServer(server) {
      const prefix = `/${outDir}/`;
      server.middlewares.use((request, response, next) => {
        const url = request.url?.split('?')[0] ?? '';
        const at = url.lastIndexOf(prefix);
        if (at < 0 || !url.endsWith('.webp')) return next();
        sources()
          .then(async (known) => {
            const source = known.get(url.slice(at + prefix.length));
            if (!source) return next();
            response.setHeader('Content-Type', 'image/webp');
            response.end(await draw(source.svg, source.scale));
          })
          .catch(next);
      });
    },
  };
}
