// Bundles the standalone studio (with the workspace's contract and game-math packages) into
// dist/main.mjs; npm packages stay external and are loaded from node_modules. The game clients
// build separately into dist/client.
import { buildNode } from '../../scripts/build-node.mjs';

await buildNode(new URL('.', import.meta.url), { main: 'src/main.ts' });
