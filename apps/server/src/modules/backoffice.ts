import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../platform/deps.js';
import { registerApprovalRoutes } from './approvals/approvals.routes.js';
import { registerAuditRoutes } from './audit/audit.routes.js';
import { registerPlayerPageRoutes } from './player-page/player-page.routes.js';
import { backofficeRoutes, guardOf } from './staff/guard.js';
import { registerStaffRoutes } from './staff/staff.routes.js';
import { registerDocumentsBackofficeRoutes } from './documents/documents.backoffice.js';
import { registerPaymentsBackofficeRoutes } from './payments/payments.backoffice.js';
import { registerSupportBackofficeRoutes } from './support/support.backoffice.js';
import { registerGamesBackofficeRoutes } from './games/games.backoffice.js';
import { registerCatalogueBackofficeRoutes } from './catalogue/catalogue.backoffice.js';
import { registerContentBackofficeRoutes } from './content/content.backoffice.js';
import { registerWithdrawalsBackofficeRoutes } from './withdrawals/withdrawals.backoffice.js';
import { registerReportsBackofficeRoutes } from './backoffice-reports/reports.backoffice.js';
import { registerBonusesBackofficeRoutes } from './bonuses/bonuses.backoffice.js';
import { registerTournamentsBackofficeRoutes } from './tournaments/tournaments.backoffice.js';
import { registerInboxBackofficeRoutes } from './inbox/inbox.backoffice.js';
import { registerSlidesBackofficeRoutes } from './catalogue/slides.backoffice.js';
import { registerHarmMarkersBackofficeRoutes } from './harm-markers/harm-markers.backoffice.js';
import { registerTradingBackofficeRoutes } from './sportsbook/trading/trading.backoffice.js';

/**
 * Every back-office route, under /api/backoffice (docs/decisions/029). Staff sign in with a
 * cookie session that only these routes read; a player's bearer token opens none of them.
 * Each module's console routes are registered here.
 */
export async function registerBackofficeModules(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register(async (backoffice) => {
    await backoffice.register(cookie);
    // Each route with what its guard admits: the role x route test walks this list.
    backoffice.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD') continue;
        if (!backofficeRoutes.some((r) => r.method === method && r.url === route.url))
          backofficeRoutes.push({ method, url: route.url, permission: guardOf(route.preHandler) });
      }
    });
    // Console answers are about one staff member's session: never kept by a cache.
    backoffice.addHook('onSend', async (_request, reply) => {
      if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
    });
    await registerStaffRoutes(backoffice, deps);
    await registerApprovalRoutes(backoffice, deps);
    await registerAuditRoutes(backoffice, deps);
    await registerDocumentsBackofficeRoutes(backoffice, deps);
    await registerWithdrawalsBackofficeRoutes(backoffice, deps);
    await registerSupportBackofficeRoutes(backoffice, deps);
    await registerPaymentsBackofficeRoutes(backoffice, deps);
    await registerGamesBackofficeRoutes(backoffice, deps);
    await registerPlayerPageRoutes(backoffice, deps);
    await registerReportsBackofficeRoutes(backoffice, deps);
    await registerContentBackofficeRoutes(backoffice, deps);
    await registerCatalogueBackofficeRoutes(backoffice, deps);
    await registerBonusesBackofficeRoutes(backoffice, deps);
    await registerTournamentsBackofficeRoutes(backoffice, deps);
    await registerInboxBackofficeRoutes(backoffice, deps);
    await registerSlidesBackofficeRoutes(backoffice, deps);
    await registerHarmMarkersBackofficeRoutes(backoffice, deps);
    await registerTradingBackofficeRoutes(backoffice, deps);
  });
}
