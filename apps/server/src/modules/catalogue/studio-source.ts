/**
 * Where the studio's games come from. The studio package will export studioFeed; until then a
 * fixture describes the same nine games. Switching is this one line:
 *   export { studioFeed } from '@casino/studio';
 */
export { studioFeedFixture as studioFeed } from './studio-feed.fixture.js';
