import type { Config } from '../../platform/config.js';
import { resolveStudioSecret } from '../../platform/secrets.js';

/** Our own studio's provider code (its feed, its launches and its wallet calls carry it). */
export const STUDIO_PROVIDER_CODE = 'royal-originals';

/** A game provider the casino can launch games at and take wallet calls from. */
export interface ProviderIntegration {
  code: string;
  /** The provider's server-to-server API base, without a trailing slash. */
  apiUrl: string;
  /** The shared HMAC key; it lives in the configuration, never in the database. */
  secret: string;
  /** The setting the secret is read from, recorded in game_integrations for operators. */
  secretRef: string;
  /**
   * Where browsers load the provider's game pages and art from, when not from this site: the
   * casino's content security policy lets exactly these origins into its game frame and images.
   */
  browserOrigins: string[];
}

/** The origin of an absolute URL; none for a path on this site ('/studio'). */
function originsOf(base: string): string[] {
  return /^https?:\/\//i.test(base) ? [new URL(base).origin] : [];
}

/**
 * The integrations this process is configured with. Only the studio today; a third-party
 * provider would add its own settings and a line here.
 */
export function configuredIntegrations(config: Config): ProviderIntegration[] {
  return [
    {
      code: STUDIO_PROVIDER_CODE,
      apiUrl: config.studio.url,
      secret: resolveStudioSecret(config),
      secretRef: 'STUDIO_SECRET',
      browserOrigins: originsOf(config.studio.publicBase),
    },
  ];
}

/** Every integrated provider's browser origins, once each (the casino's frame-src and img-src). */
export function providerOrigins(integrations: readonly ProviderIntegration[]): string[] {
  return [...new Set(integrations.flatMap((i) => i.browserOrigins))];
}
