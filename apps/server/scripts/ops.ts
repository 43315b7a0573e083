// Operator commands: `npm run ops -- <command> [args]`, against the configured database
// (DATABASE_URL, else the embedded one in DATA_DIR: stop the server first, PGlite has one owner).
// Each module exposes run<Module>Command(args, deps) answering false for commands not its own.
import { runPaymentsCommand, PAYMENTS_USAGE } from '../src/modules/payments/payments.ops.js';
import { systemClock } from '../src/platform/clock.js';
import { loadConfig } from '../src/platform/config.js';
import { openDatabase } from '../src/platform/db/index.js';

const handlers = [runPaymentsCommand];
const usage = ['usage: npm run ops -- <command> [args]', PAYMENTS_USAGE].join('\n\n');

async function main(args: string[]): Promise<number> {
  if (args.length === 0 || args[0] === 'help' || args[0] === '--help') {
    console.log(usage);
    return 0;
  }
  const db = await openDatabase(loadConfig());
  try {
    for (const handle of handlers) {
      if (await handle(args, { db, clock: systemClock })) return 0;
    }
    console.error(`unknown command ${args[0] ?? ''}\n\n${usage}`);
    return 2;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
