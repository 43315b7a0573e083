import { centsToUsd, type WalletMe } from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import { playerIdOf, requirePlayer } from '../../platform/auth/guard.js';
import type { Deps } from '../../platform/deps.js';
import { walletOf, type Balances } from './wallet.service.js';

/** balance_usd is the cash balance; bonus money is shown apart because it cannot be withdrawn. */
export function presentWallet(summary: Balances & { isNewUser: boolean }): WalletMe {
  return {
    balance_usd: centsToUsd(summary.cashCents),
    bonus_balance_usd: centsToUsd(summary.bonusCents),
    is_new_user: summary.isNewUser,
  };
}

export async function registerWalletRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const wallet = walletOf(deps);
  app.get('/api/frontend/wallet/me/', { preHandler: requirePlayer(deps.accessTokens) }, async (request) =>
    presentWallet(await wallet.summary(playerIdOf(request))),
  );
}
