import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { svgRasters } from '@casino/svg-raster/vite';
import { createServer, type Plugin, type Rollup } from 'vite';
import { defineConfig } from 'vitest/config';
import type * as LobbyFirstPaint from './src/app/routes/lobby-first-paint';

/** Module names the entry imports dynamically, to be evaluated in a task of their own, yet needed to start (main.tsx). */
const START_CHUNKS = [/\/react-dom\/client\.js$/];

/**
 * The chunks of START_CHUNKS and the chunks they import that index.html does not preload yet: they
 * are fetched beside the entry (a dynamic import is otherwise fetched only once its importer runs,
 * a round trip later on a phone's network).
 */
function startChunks(bundle: Rollup.OutputBundle | undefined, html: string): string[] {
  if (!bundle) return [];
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const files = new Set<string>();
  const add = (fileName: string) => {
    if (files.has(fileName) || html.includes(`href="/${fileName}"`)) return;
    files.add(fileName);
    chunks.find((chunk) => chunk.fileName === fileName)?.imports.forEach(add);
  };
  for (const pattern of START_CHUNKS) {
    const chunk = chunks.find((c) => c.facadeModuleId && pattern.test(c.facadeModuleId));
    if (!chunk) throw new Error(`paint-splash-first: no chunk for ${pattern}`);
    add(chunk.fileName);
  }
  return [...files];
}

/**
 * The built index.html paints its start-up splash (its own markup and inline styles) before the
 * app's styles and code have arrived, and starts the app once both are in.
 *
 * By default the app's stylesheet blocks the first paint and the module entry runs as soon as it
 * has arrived and the document is parsed, so on a phone the first thing drawn was the rendered
 * app, after all of its code had been downloaded and run (about 2 s on a mid-range phone on 4G,
 * against a few hundred ms for the splash alone). Here the stylesheet is fetched at once
 * (preload) but does not block the splash: /boot.js applies it, waits for it (the app never shows
 * unstyled), lets the splash paint (the next frame, or 100 ms in a background tab, where frames are
 * not drawn) and imports the entry. The app's code (the entry and its imports, modulepreload) is
 * fetched at once beside the stylesheet, except on the lobby when index.html carries its banner
 * for this visitor (prerenderLobbyBanner): then the banner is painted beneath the splash once the
 * stylesheet is in, and the code is fetched once it is on the screen. Fetched beside the
 * stylesheet, the code (about 130 KB) shared a phone's slow network with it and held the banner's
 * paint back; the app starts a frame later, beneath the start-up overlay that stays for at least
 * 5 s anyway.
 */
function paintSplashFirst(): Plugin {
  const boot = `// Starts the app once its stylesheet is in and the start-up splash has painted (apps/web/vite.config.ts).
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  var style = script && script.getAttribute('data-style');
  var preload = ((script && script.getAttribute('data-preload')) || '').split(' ');
  var banner = lobbyBanner();
  var fetched = false;
  var started = false;
  // The entry and its imports, fetched side by side rather than each once its importer is parsed.
  function fetchCode() {
    if (fetched) return;
    fetched = true;
    preload.forEach(function (href) {
      if (!href) return;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
  }
  function start() {
    if (started || !entry) return;
    started = true;
    fetchCode();
    import(entry).catch(function (error) {
      console.error(error);
    });
  }
  function afterPaint() {
    // requestAnimationFrame runs just before a frame is painted; a task queued from it runs after.
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
    setTimeout(start, 100);
  }
  // The lobby's banner pre-rendered into index.html (its largest paint), for this visitor: only on
  // the lobby, in the language it speaks, for the kind of visitor (guest or player) it was
  // rendered for.
  function lobbyBanner() {
    if (location.pathname !== '/') return null;
    var language = null;
    var token = '';
    try {
      language = localStorage.getItem('language');
      token = JSON.parse(localStorage.getItem('accessToken') || '""');
    } catch (error) {}
    var player = typeof token === 'string' && token !== '';
    var template = document.getElementById(player ? 'lobby-banner-player' : 'lobby-banner-guest');
    if (!template || (language && language !== template.getAttribute('data-language'))) return null;
    return template;
  }
  // With the banner, the code is fetched once the banner is on the screen: the browser reports its
  // paint as the page's largest (where it can; else after the next frame), and a background tab,
  // which draws no frames, starts after a second.
  function afterBannerShown(painted) {
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (!types || types.indexOf('largest-contentful-paint') < 0) return afterPaint();
    var observer = new PerformanceObserver(function (list) {
      var shown = list.getEntries().some(function (paint) {
        return paint.element && painted.contains(paint.element);
      });
      if (!shown) return;
      observer.disconnect();
      start();
    });
    observer.observe({ type: 'largest-contentful-paint' });
    setTimeout(start, 1000);
  }
  // Without it (another page, language or visitor), at once, beside the stylesheet.
  if (!banner) fetchCode();
  if (!style) return afterPaint();
  var link = document.createElement('link');
  link.rel = 'stylesheet';
  link.crossOrigin = '';
  link.href = style;
  link.onload = function () {
    var root = document.getElementById('root');
    if (!banner || !root) return afterPaint();
    // Beneath the splash, painted once the stylesheet is in.
    var painted = banner.content.firstElementChild.cloneNode(true);
    root.appendChild(painted);
    afterBannerShown(painted);
  };
  // A stylesheet that fails to load must not keep the app from starting.
  link.onerror = afterPaint;
  document.head.appendChild(link);
})();
`;
  return {
    name: 'paint-splash-first',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'asset', fileName: 'boot.js', source: boot });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(html);
        const styles = [
          ...html.matchAll(/<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g),
        ];
        const [style, ...others] = styles;
        if (!entry) throw new Error('paint-splash-first: no module entry script in index.html');
        if (others.length > 0) throw new Error('paint-splash-first: more than one stylesheet in index.html');
        let out = html.replace(
          entry[0],
          `<link rel="modulepreload" crossorigin href="${entry[1]}">\n    ` +
            startChunks(context.bundle, html)
              .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">\n    `)
              .join('') +
            `<script src="/boot.js" data-entry="${entry[1]}"${style ? ` data-style="${style[1]}"` : ''} defer></script>`,
        );
        if (style)
          out = out.replace(style[0], `<link rel="preload" as="style" crossorigin href="${style[1]}">`);
        return out;
      },
    },
  };
}

/**
 * Writes lobby.html, the page the casino answers `/` with: index.html with the lobby's banner
 * (src/app/routes/lobby-first-paint.tsx) pre-rendered in it, as templates that /boot.js paints
 * beneath the splash, and with the app's code fetched by /boot.js once the banner is on the screen
 * instead of by the page's own modulepreload links (see paintSplashFirst). Other pages keep
 * index.html as it is. The banner is rendered with Vite's own server-side module loader, so its
 * CSS module class names are the ones the build gives; the build fails if one of them is missing
 * from the built stylesheet.
 */
function prerenderLobbyPage(): Plugin {
  return {
    name: 'prerender-lobby-page',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? path.join(import.meta.dirname, 'dist');
      const server = await createServer({
        configFile: false,
        root: import.meta.dirname,
        logLevel: 'error',
        plugins: [react()],
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      let banner: { guest: string; player: string };
      let language: string;
      try {
        const module = (await server.ssrLoadModule(
          '/src/app/routes/lobby-first-paint.tsx',
        )) as typeof LobbyFirstPaint;
        banner = await module.renderLobbyFirstPaint();
        language = module.FIRST_PAINT_LANGUAGE;
      } finally {
        await server.close();
      }
      const css = Object.values(bundle)
        .map((file) => (file.type === 'asset' && file.fileName.endsWith('.css') ? String(file.source) : ''))
        .join('\n');
      const classes = [...banner.guest.matchAll(/class="([^"]*)"/g)].flatMap((m) => (m[1] ?? '').split(' '));
      const missing = classes.filter((name) => name && !css.includes(`.${name}`));
      if (missing.length > 0)
        throw new Error(`prerender-lobby-page: classes not in the built stylesheet: ${missing.join(', ')}`);

      const html = await readFile(path.join(outDir, 'index.html'), 'utf8');
      const preloads = [
        ...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g),
      ];
      if (preloads.length === 0)
        throw new Error('prerender-lobby-page: no modulepreload links in index.html');
      const template = (id: string, markup: string) =>
        `<template id="${id}" data-language="${language}">${markup}</template>`;
      const lobby = preloads
        .reduce((page, preload) => page.replace(preload[0], ''), html)
        .replace(
          '<script src="/boot.js"',
          `<script src="/boot.js" data-preload="${preloads.map((p) => p[1]).join(' ')}"`,
        )
        .replace(
          '</body>',
          `  ${template('lobby-banner-guest', banner.guest)}\n    ${template('lobby-banner-player', banner.player)}\n  </body>`,
        );
      await writeFile(path.join(outDir, 'lobby.html'), lobby);
    },
  };
}

/**
 * The lobby's slides (public/lobby/slide-*.svg, 1200x400, the demo content's) as WebP beside them,
 * which the demo content names: an SVG image is a document parsed, laid out and painted on the
 * main thread, in the second after the start-up overlay goes, when the player's first taps come.
 * One width: drawn to cover a phone's banner (about 660 CSS px wide) and a desktop's.
 */
const lobbySlideRasters = () =>
  svgRasters('lobby-slide-rasters', {
    dir: path.join(import.meta.dirname, 'public/lobby'),
    outDir: 'lobby',
    include: (name) => name.startsWith('slide-'),
    width: 1200,
    scales: [1],
  });

export default defineConfig({
  plugins: [react(), paintSplashFirst(), prerenderLobbyPage(), lobbySlideRasters()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: { outDir: 'dist', sourcemap: true },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    // A file's first test pays for importing and compiling the components it renders; beside the
    // server's files on two cores that took more than the default 5 s once (the lobby's rows).
    testTimeout: 15_000,
  },
});
