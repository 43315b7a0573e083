import { mkdtempSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import { describe, expect, it } from 'vitest';
import { webpSize } from './testing';
import { svgRasters } from './vite-plugin';

/** A 2:1 box with a shape and a word, as our art has. */
const ART = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100">
  <rect width="200" height="100" fill="#16123a"/><circle cx="150" cy="50" r="30" fill="#ffb938"/>
  <text x="10" y="60" font-family="Georgia,serif" font-size="28" fill="#fff">Win</text></svg>`;

function folder(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'svg-raster-'));
  writeFileSync(path.join(dir, 'slide-one.svg'), ART);
  writeFileSync(path.join(dir, 'logo.svg'), ART);
  writeFileSync(path.join(dir, 'notes.txt'), 'not art');
  return dir;
}

const options = (dir: string) => ({
  dir,
  outDir: 'lobby',
  include: (name: string) => name.startsWith('slide-'),
  width: 120,
  scales: [1, 2],
});

describe('svg rasters', () => {
  it('emits a WebP of each chosen SVG at each scale, beside where the SVG is served', async () => {
    const plugin = svgRasters('test-rasters', options(folder()));
    const emitted: Array<{ fileName: string; source: Uint8Array }> = [];
    const generate = plugin.generateBundle as unknown as (this: unknown) => Promise<void>;
    await generate.call({ emitFile: (file: { fileName: string; source: Uint8Array }) => emitted.push(file) });
    expect(emitted.map((f) => [f.fileName, webpSize(f.source)])).toEqual([
      ['lobby/slide-one.webp', { width: 120, height: 60 }],
      ['lobby/slide-one@2x.webp', { width: 240, height: 120 }],
    ]);
  });

  it('draws them on request in the dev server, and leaves every other request alone', async () => {
    const plugin = svgRasters('test-rasters', options(folder()));
    let middleware: (
      request: IncomingMessage,
      response: ServerResponse,
      next: (error?: unknown) => void,
    ) => void = () => undefined;
    const server = { middlewares: { use: (fn: typeof middleware) => (middleware = fn) } };
    (plugin.configureServer as unknown as (server: ViteDevServer) => void)(
      server as unknown as ViteDevServer,
    );

    const ask = (url: string) =>
      new Promise<{ passed: boolean; type?: string; body?: Uint8Array }>((resolve, reject) => {
        const headers: Record<string, string> = {};
        const response = {
          setHeader: (name: string, value: string) => (headers[name] = value),
          end: (body: Uint8Array) => resolve({ passed: false, type: headers['Content-Type'], body }),
        };
        middleware({ url } as IncomingMessage, response as unknown as ServerResponse, (error) =>
          error ? reject(error as Error) : resolve({ passed: true }),
        );
      });

    const drawn = await ask('/lobby/slide-one@2x.webp?v=1');
    expect(drawn.type).toBe('image/webp');
    expect(webpSize(drawn.body ?? new Uint8Array())).toEqual({ width: 240, height: 120 });
    expect(await ask('/lobby/logo.webp')).toEqual({ passed: true });
    expect(await ask('/lobby/slide-one.svg')).toEqual({ passed: true });
    expect(await ask('/assets/slide-one.webp')).toEqual({ passed: true });
  });
});
