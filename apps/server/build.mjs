// Bundles the server (with the workspace's contract package) into dist/server.mjs; npm packages
// stay external and are loaded from node_modules.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { buildNode } from '../../scripts/build-node.mjs';

const modulesDir = new URL('src/modules/', import.meta.url);

/** Every src/modules/<module>/sql/*.sql file's text, by its path under src/modules. */
function moduleSqlFiles() {
  /** @type {Record<string, string>} */
  const files = {};
  for (const module of readdirSync(modulesDir, { withFileTypes: true })) {
    const dir = new URL(`${module.name}/sql/`, modulesDir);
    if (!module.isDirectory() || !existsSync(dir)) continue;
    for (const name of readdirSync(dir)
      .filter((n) => n.endsWith('.sql'))
      .sort())
      files[`${module.name}/sql/${name}`] = readFileSync(new URL(name, dir), 'utf8');
  }
  return files;
}

/**
 * The modules' SQL files (the database's functions, applied as repeatable migrations) go into the
 * bundle: platform/db/module-sql.ts, which reads them from the source tree, is replaced by a module
 * holding their text, so dist/server.mjs runs without the source tree.
 * @type {import('esbuild').Plugin}
 */
const moduleSql = {
  name: 'module-sql',
  setup(build) {
    let replaced = false;
    build.onLoad({ filter: /[\\/]platform[\\/]db[\\/]module-sql\.ts$/ }, () => {
      replaced = true;
      return {
        loader: 'js',
        contents: `const files = ${JSON.stringify(moduleSqlFiles())};
export function readModuleSql(file) {
  if (!Object.hasOwn(files, file)) throw new Error('modules/' + file + ' is not in the bundle');
  return files[file];
}
`,
      };
    });
    build.onEnd(() => {
      if (!replaced) return { errors: [{ text: 'module-sql: platform/db/module-sql.ts was not bundled' }] };
    });
  },
};

await buildNode(new URL('.', import.meta.url), { server: 'src/server.ts' }, { plugins: [moduleSql] });
