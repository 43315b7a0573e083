import type { FastifyInstance } from 'fastify';
import type { Deps } from '../platform/deps.js';
import { registerAccountRoutes } from './accounts/accounts.routes.js';
import { registerBonusRoutes } from './bonuses/bonuses.routes.js';
import { registerCatalogueRoutes } from './catalogue/catalogue.routes.js';
import { registerContentRoutes } from './content/content.routes.js';
import { registerDevRoutes } from './dev/dev.routes.js';
import { registerDocumentsRoutes } from './documents/documents.routes.js';
import { registerGamesRoutes } from './games/games.routes.js';
import { registerHistoryRoutes } from './history/history.routes.js';
import { registerInboxRoutes } from './inbox/inbox.routes.js';
import { registerLimitsRoutes } from './limits/limits.routes.js';
import { registerLoyaltyRoutes } from './loyalty/loyalty.routes.js';
import { registerPaymentsRoutes } from './payments/payments.routes.js';
import { registerReferenceRoutes } from './reference/reference.routes.js';
import { registerSportsBetRoutes } from './sportsbook/bets/bets.routes.js';
import { registerSportsbookRoutes } from './sportsbook/sportsbook.routes.js';
import { registerSupportRoutes } from './support/support.routes.js';
import { registerTournamentRoutes } from './tournaments/tournaments.routes.js';
import { registerWheelRoutes } from './bonuses/wheel.routes.js';
import { registerWalletRoutes } from './wallet/wallet.routes.js';
import { registerWithdrawalsRoutes } from './withdrawals/withdrawals.routes.js';

/** Every module's routes. Each module owns its prefix under /api/frontend (or /api/dev). */
export async function registerModules(app: FastifyInstance, deps: Deps): Promise<void> {
  if (!deps.config.isProduction) await registerDevRoutes(app, deps);
  await registerPaymentsRoutes(app, deps);
  await registerAccountRoutes(app, deps);
  await registerWalletRoutes(app, deps);
  await registerWithdrawalsRoutes(app, deps);
  await registerDocumentsRoutes(app, deps);
  await registerHistoryRoutes(app, deps);
  await registerCatalogueRoutes(app, deps);
  await registerGamesRoutes(app, deps);
  await registerBonusRoutes(app, deps);
  await registerWheelRoutes(app, deps);
  await registerLoyaltyRoutes(app, deps);
  await registerTournamentRoutes(app, deps);
  await registerReferenceRoutes(app, deps);
  await registerInboxRoutes(app, deps);
  await registerContentRoutes(app, deps);
  await registerSupportRoutes(app, deps);
  await registerLimitsRoutes(app, deps);
  await registerSportsbookRoutes(app, deps);
  await registerSportsBetRoutes(app, deps);
}
