import { studioFeed } from '@casino/studio';
import type { Queryable } from '../../platform/db/types.js';
import type { Deps } from '../../platform/deps.js';
import { importFeed } from './catalogue-import.service.js';
import * as repo from './catalogue.repository.js';
import { LOBBY_CATEGORIES, lobbySlides } from './lobby-content.js';

const SLIDE_ROULETTE = 'european-roulette';

/** The lobby's categories of both modes: reference data, added when missing on every start. */
export async function seedLobbyCategories(db: Queryable): Promise<void> {
  await repo.insertMissingCategories(db, LOBBY_CATEGORIES);
}

/**
 * Demo content: our studio's games, imported from its feed like any provider's (so the lobby
 * publishes exactly the RTP and maximum win the game maths proves), and the lobby's slides.
 */
export async function seedDemoCatalogue(deps: Pick<Deps, 'db' | 'clock' | 'config'>): Promise<void> {
  // The studio's images are served under its browser-facing base (/studio on this origin).
  const feed = studioFeed(deps.config.studio.publicBase);
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
