import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * The built index.html paints its start-up splash (its own markup and inline styles) before the
 * app's styles and code have arrived, and starts the app once both are in.
 *
 * By default the app's stylesheet blocks the first paint and the module entry runs as soon as it
 * has arrived and the document is parsed, so on a phone the first thing drawn was the rendered
 * app, after all of its code had been downloaded and run (about 2 s on a mid-range phone on 4G,
 * against a few hundred ms for the splash alone). Here the stylesheet and the entry are fetched at
 * once as before (preload, modulepreload), but neither blocks the splash: /boot.js applies the
 * stylesheet, waits for it (the app never shows unstyled), lets the splash paint (the next frame,
 * or 100 ms in a background tab, where frames are not drawn) and imports the entry.
 */
function paintSplashFirst(): Plugin {
  const boot = `// Starts the app once its stylesheet is in and the start-up splash has painted (apps/web/vite.config.ts).
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  var style = script && script.getAttribute('data-style');
  var started = false;
  function start() {
    if (started || !entry) return;
    started = true;
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
  if (!style) return afterPaint();
  var link = document.createElement('link');
  link.rel = 'stylesheet';
  link.crossOrigin = '';
  link.href = style;
  // A stylesheet that fails to load must not keep the app from starting.
  link.onload = link.onerror = afterPaint;
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
      handler(html) {
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
            `<script src="/boot.js" data-entry="${entry[1]}"${style ? ` data-style="${style[1]}"` : ''} defer></script>`,
        );
        if (style)
          out = out.replace(style[0], `<link rel="preload" as="style" crossorigin href="${style[1]}">`);
        return out;
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), paintSplashFirst()],
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
  },
});
