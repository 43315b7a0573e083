// One casino process of the games bench (child_process.fork with tsx): the whole app on the
// bench's schema, listening on a free port, as a production process would run behind a load
// balancer; `--processes N` starts N of them on the same schema.
//
// Input (the first message from the parent): CasinoJob. Messages to the parent: CasinoReady once
// listening; CasinoBatches in answer to 'batches'. The message 'stop' closes the app (its
// connections, its listener) and exits.
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { buildApp } from '../src/app.js';
import { batchStatsOf, type BatchStats } from '../src/modules/games/fast-calls.js';
import { benchConfig } from './bench-games.js';

export interface CasinoJob {
  /** The database URL, naming this process in application_name so its backends can be found. */
  url: string;
  schema: string;
}

export interface CasinoReady {
  port: number;
}

/** How many wallet calls this process's batches answered so far, and how many went the full path. */
export interface CasinoBatches {
  batches: BatchStats;
}

async function run(job: CasinoJob): Promise<void> {
  const app = await buildApp({ config: benchConfig(job.url, job.schema), logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const ready: CasinoReady = { port: (app.server.address() as AddressInfo).port };
  process.on('message', (message) => {
    if (message === 'batches')
      process.send?.({ batches: { ...batchStatsOf(app.deps.db) } } satisfies CasinoBatches);
    if (message === 'stop') void app.close().then(() => process.exit(0));
  });
  process.send?.(ready);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  process.once('message', (job: CasinoJob) => {
    run(job).catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
  });
