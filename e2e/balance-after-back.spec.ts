import { test } from '@playwright/test';
import { playThenGoBack } from './balance-journey';

// A signed-in player plays a real round and goes Back at once: the game told the casino its
// balance moved (postMessage, origin-checked) and leaving the game page refreshed the wallet,
// so the header shows the wallet's balance to the cent at once, not the one from before the
// round (the game page's 5-second poll and the 30-second cache are far too slow for that).

test('the header follows the game: a real round, Back at once, the wallet to the cent', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await playThenGoBack(page, request, 'back');
});
