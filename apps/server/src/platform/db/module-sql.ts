import { readFileSync } from 'node:fs';

/**
 * The text of a module's SQL file, by its path under src/modules (e.g. 'wallet/sql/ledger.sql').
 * Read from the source tree when the server runs from source (tsx, vitest); the bundle replaces
 * this module with one holding every such file's text (apps/server/build.mjs), so the built
 * server needs no source tree.
 */
export function readModuleSql(file: string): string {
  return readFileSync(new URL(`../../modules/${file}`, import.meta.url), 'utf8');
}
