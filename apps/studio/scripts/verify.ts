/**
 * Recomputes a round from its seeds, as the verify page does:
 *   npm run verify -- <server seed> <client seed> <nonce> <game> [decisions, e.g. split,hit,stand]
 * Prints the one-line summary, then the whole result as JSON.
 */
import { recompute } from '../src/fair/verify.service.js';
import { clientSeedSchema } from '../src/fair/seeds.service.js';
import { GameRegistry, studioGames } from '../src/games/registry.js';

const USAGE =
  'usage: npm run verify -- <server seed> <client seed> <nonce> <game> [decisions, e.g. hit,stand]';

function fail(message: string): never {
  console.error(message);
  console.error(USAGE);
  process.exit(2);
}

const [serverSeed, clientSeed, nonceText, gameId, decisionsText, ...rest] = process.argv.slice(2);
if (!serverSeed || clientSeed === undefined || !nonceText || !gameId || rest.length > 0)
  fail('four arguments (five with blackjack decisions), please');
if (decisionsText !== undefined && !/^[a-z]+(,[a-z]+)*$/.test(decisionsText))
  fail('decisions are words separated by commas, e.g. split,hit,stand');
if (!clientSeedSchema.safeParse(clientSeed).success) fail('the client seed is 1 to 64 printable characters');
if (!/^\d{1,10}$/.test(nonceText) || Number(nonceText) > 2 ** 31 - 1) fail('the nonce is a whole number ≥ 0');
const games = new GameRegistry(studioGames());
const game = games.get(gameId);
if (!game)
  fail(
    `unknown game "${gameId}"; games: ${games
      .list()
      .map((g) => g.id)
      .join(', ')}`,
  );

const result = recompute(game, serverSeed, clientSeed, Number(nonceText), decisionsText?.split(','));
console.log(result.summary);
console.log(JSON.stringify(result, null, 2));
