// Bundles the server (with the workspace's contract package) into dist/server.mjs; npm packages
// stay external and are loaded from node_modules.
import { buildNode } from '../../scripts/build-node.mjs';

await buildNode(new URL('.', import.meta.url), { server: 'src/server.ts' });
