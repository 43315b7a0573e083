import { LANES } from './modules/games/fast-calls.js';
import { devAccountXpub } from './modules/payments/addresses.js';
import { DEV_WEBHOOK_SECRET } from './modules/payments/payments.service.js';
import { HOUSE_SHARDS } from './modules/wallet/wallet.service.js';
import { fingerprint, holdClusterSettings, type ClusterSetting } from './platform/cluster-settings.js';
import type { Config } from './platform/config.js';
import { notificationsOf } from './platform/db/notifications.js';
import type { Deps } from './platform/deps.js';
import { resolveJwtSecret, resolveStudioSecret } from './platform/secrets.js';

const secret = (name: string, source: string, value: string): ClusterSetting => ({
  name,
  source,
  value: fingerprint(name, value),
});

/**
 * What every casino process on one database must share: the rules that decide amounts of money
 * (status points per USD, deposits' confirmations and units, the wallet batches' lanes and the
 * house's shards, which fix which rows a batch locks), the deposit wallets, and the secrets that
 * one process signs and another checks (tokens, the studio's calls, the gateway's webhooks).
 */
export function clusterSettingsOf(config: Config): ClusterSetting[] {
  const p = config.payments;
  return [
    {
      name: 'loyalty_usd_per_point',
      source: 'LOYALTY_USD_PER_POINT',
      value: String(config.loyaltyUsdPerPoint),
    },
    {
      name: 'payments_min_confirmations',
      source: 'PAYMENTS_MIN_CONFIRMATIONS',
      value: String(p.minConfirmations),
    },
    { name: 'payments_token_amount_unit', source: 'PAYMENTS_TOKEN_AMOUNT_UNIT', value: p.tokenAmountUnit },
    { name: 'wallet_lanes', source: 'the wallet batch lanes (LANES, fast-calls.ts)', value: String(LANES) },
    {
      name: 'house_shards',
      source: 'the house shards (HOUSE_SHARDS, wallet.service.ts)',
      value: String(HOUSE_SHARDS),
    },
    secret('payments_xpub_tron', 'PAYMENTS_XPUB_TRON', p.xpubTron ?? devAccountXpub('tron')),
    secret('payments_xpub_eth', 'PAYMENTS_XPUB_ETH', p.xpubEth ?? devAccountXpub('ethereum')),
    secret('payments_webhook_secret', 'PAYMENTS_WEBHOOK_SECRET', p.webhookSecret ?? DEV_WEBHOOK_SECRET),
    secret('jwt_secret', 'JWT_SECRET', resolveJwtSecret(config)),
    secret('studio_secret', 'STUDIO_SECRET', resolveStudioSecret(config)),
  ];
}

/**
 * Joins the processes of this database: checks the shared settings (refusing to start on a
 * difference) and listens for their caches' invalidations, on one connection of the process's
 * own. Answers how to leave. onRefused: the settings changed while the connection was down.
 */
export async function joinCluster(
  deps: Pick<Deps, 'db' | 'config' | 'log'>,
  onRefused: (err: unknown) => void,
): Promise<() => Promise<void>> {
  const settings = clusterSettingsOf(deps.config);
  const notifications = notificationsOf(deps.db);
  await notifications.start({
    log: deps.log,
    onConnect: (session) => holdClusterSettings(session, settings, deps.log),
    onRefused,
  });
  return () => notifications.stop();
}
