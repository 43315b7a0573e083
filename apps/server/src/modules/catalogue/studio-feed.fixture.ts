import { providerFeed, type ProviderFeed } from '@casino/contract';
import fixture from './studio-feed.fixture.json';

/** The studio's nine games as its feed will describe them; images are prefixed with publicBase. */
export function studioFeedFixture(publicBase: string): ProviderFeed {
  const feed = providerFeed.parse(fixture);
  return {
    provider: { ...feed.provider, logo: `${publicBase}${feed.provider.logo}` },
    games: feed.games.map((game) => ({ ...game, img: `${publicBase}${game.img}` })),
  };
}
