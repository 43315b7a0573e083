// Operator commands: `npm run ops -- <command> [args]`, against the configured database
// (DATABASE_URL, else the embedded one in DATA_DIR: stop the server first, PGlite has one owner).
// Each module exposes run<Module>Command(args, deps) answering false for commands not its own.
import { BonusCommandError, BONUSES_USAGE, runBonusesCommand } from '../src/modules/bonuses/bonuses.ops.js';
import { runWheelCommand, WHEEL_USAGE } from '../src/modules/bonuses/wheel.ops.js';
import { runCatalogueCommand, CATALOGUE_USAGE } from '../src/modules/catalogue/catalogue.ops.js';
import { ContentCommandError, CONTENT_USAGE, runContentCommand } from '../src/modules/content/content.ops.js';
import { runDocumentsCommand, DOCUMENTS_USAGE } from '../src/modules/documents/documents.ops.js';
import { GAMES_USAGE, GamesCommandError, runGamesCommand } from '../src/modules/games/games.ops.js';
import { InboxCommandError, INBOX_USAGE, runInboxCommand } from '../src/modules/inbox/inbox.ops.js';
import { runPaymentsCommand, PAYMENTS_USAGE } from '../src/modules/payments/payments.ops.js';
import {
  PLAYER_USAGE,
  PlayerCommandError,
  runPlayerCommand,
} from '../src/modules/player-page/player-page.ops.js';
import { runWalletCommand, WALLET_USAGE } from '../src/modules/wallet/wallet.ops.js';
import { runWithdrawalsCommand, WITHDRAWALS_USAGE } from '../src/modules/withdrawals/withdrawals.ops.js';
import { systemClock } from '../src/platform/clock.js';
import { loadConfig } from '../src/platform/config.js';
import { openDatabase } from '../src/platform/db/index.js';
import {
  runTournamentsCommand,
  TournamentCommandError,
  TOURNAMENTS_USAGE,
} from '../src/modules/tournaments/tournaments.ops.js';
import { runJobsCommand, JOBS_USAGE } from '../src/platform/jobs/jobs.ops.js';
import { AUDIT_USAGE, runAuditCommand } from '../src/modules/audit/audit.ops.js';
import { runSupportCommand, SupportCommandError, SUPPORT_USAGE } from '../src/modules/support/support.ops.js';

const handlers = [
  runWalletCommand,
  runWithdrawalsCommand,
  runDocumentsCommand,
  runPaymentsCommand,
  runJobsCommand,
  runCatalogueCommand,
  runGamesCommand,
  runWheelCommand,
  runBonusesCommand,
  runTournamentsCommand,
  runInboxCommand,
  runSupportCommand,
  runContentCommand,
  runAuditCommand,
  runPlayerCommand,
];
const usage = [
  'usage: npm run ops -- <command> [args]',
  WALLET_USAGE,
  WITHDRAWALS_USAGE,
  DOCUMENTS_USAGE,
  PAYMENTS_USAGE,
  JOBS_USAGE,
  CATALOGUE_USAGE,
  GAMES_USAGE,
  WHEEL_USAGE,
  BONUSES_USAGE,
  TOURNAMENTS_USAGE,
  INBOX_USAGE,
  SUPPORT_USAGE,
  CONTENT_USAGE,
  AUDIT_USAGE,
  PLAYER_USAGE,
].join('\n\n');

async function main(args: string[]): Promise<number> {
  if (args.length === 0 || args[0] === 'help' || args[0] === '--help') {
    console.log(usage);
    return 0;
  }
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    for (const handle of handlers) {
      // A command reports a failed check (ledger:check) through process.exitCode.
      if (await handle(args, { db, clock: systemClock, config }))
        return typeof process.exitCode === 'number' ? process.exitCode : 0;
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
    if (err instanceof InboxCommandError) process.exit(err.exitCode);
    if (err instanceof ContentCommandError) process.exit(err.exitCode);
    // A refused operator input (bad code, field or value) exits like an unknown command.
    process.exit(
      err instanceof BonusCommandError ||
        err instanceof GamesCommandError ||
        err instanceof TournamentCommandError ||
        err instanceof SupportCommandError ||
        err instanceof PlayerCommandError
        ? 2
        : 1,
    );
  },
);
