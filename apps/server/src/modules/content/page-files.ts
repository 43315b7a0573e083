import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTENT_LOCALES, type ContentLocale } from '@casino/contract';

/** A page file shipped with the product: pages/<locale>/<slug>.md. */
export interface PageFile {
  slug: string;
  locale: ContentLocale;
  path: string;
  text: string;
}

const PAGES_FROM_ROOT = path.join('apps', 'server', 'src', 'modules', 'content', 'pages');

/**
 * The folder of the shipped pages. Next to this file when running from the sources (tsx,
 * tests); the bundled server (apps/server/dist) finds it from the checkout's root.
 */
export function pagesDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const beside = path.join(here, 'pages');
  if (fs.existsSync(beside)) return beside;
  let dir = here;
  for (;;) {
    const candidate = path.join(dir, PAGES_FROM_ROOT);
    if (fs.existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return beside;
    dir = parent;
  }
}

/** Every shipped page file, by language then slug. */
export function readPageFiles(dir = pagesDir()): PageFile[] {
  const files: PageFile[] = [];
  for (const locale of CONTENT_LOCALES) {
    const folder = path.join(dir, locale);
    if (!fs.existsSync(folder)) continue;
    for (const name of fs.readdirSync(folder).sort()) {
      if (!name.endsWith('.md')) continue;
      const file = path.join(folder, name);
      files.push({ slug: name.slice(0, -3), locale, path: file, text: fs.readFileSync(file, 'utf8') });
    }
  }
  return files;
}
