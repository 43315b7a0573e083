// Bundles a Node app of the workspace into <app>/dist/<entry>.mjs: the workspace's own packages
// (@casino/*) are bundled in, npm packages stay external and are loaded from node_modules.
// Usage, from an app's build.mjs: await buildNode(new URL('.', import.meta.url), { main: 'src/main.ts' })
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

/**
 * @param {URL} appDir the app's folder (with its package.json), as a file URL ending in '/'
 * @param {Record<string, string>} entryPoints output name -> source file, relative to the app
 * @param {{ plugins?: import('esbuild').Plugin[] }} [options] the app's own esbuild plugins
 */
export async function buildNode(appDir, entryPoints, options = {}) {
  const pkg = JSON.parse(readFileSync(new URL('package.json', appDir), 'utf8'));
  const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@casino/'));

  await build({
    entryPoints,
    outdir: 'dist',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: true,
    external,
    logLevel: 'warning',
    plugins: options.plugins ?? [],
  });
}
