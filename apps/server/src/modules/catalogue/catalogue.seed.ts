import type { Queryable } from '../../platform/db/types.js';
import type { Deps } from '../../platform/deps.js';
import { importFeed } from './catalogue-import.service.js';
import * as repo from './catalogue.repository.js';
import { LOBBY_CATEGORIES, lobbySlides } from './lobby-content.js';
import { studioFeed } from './studio-source.js';

/**
 * The studio's base as browsers see it, which its feed prefixes its images with: it runs in the
 * casino's own process under /studio, so its art is at /studio/art/<game>.svg on this origin.
 */
const STUDIO_PUBLIC_BASE = '/studio';
const SLIDE_ROULETTE = 'european-roulette';

/** The lobby's categories of both modes: reference data, added when missing on every start. */
export async function seedLobbyCategories(db: Queryable): Promise<void> {
  await repo.insertMissingCategories(db, LOBBY_CATEGORIES);
}

/** Demo content: the studio's games (imported like any provider's feed) and the lobby's slides. */
export async function seedDemoCatalogue(deps: Pick<Deps, 'db' | 'clock'>): Promise<void> {
  const feed = studioFeed(STUDIO_PUBLIC_BASE);
  await importFeed(deps, feed);
  const studio = await repo.findProviderGame(deps.db, feed.provider.code, SLIDE_ROULETTE);
  await repo.insertMissingSlides(
    deps.db,
    lobbySlides({
      originals: studio ? `/slots?provider=${studio.provider_id}` : '/slots',
      liveTables: studio?.game_id ? `/game?gameId=${studio.game_id}` : '/slots',
    }),
  );
}
