import { expect, test, type APIRequestContext, type FrameLocator, type Page } from '@playwright/test';
import enGames from '../apps/web/src/locales/en/games.json' with { type: 'json' };
import { playThenGoBack } from './balance-journey';
import { newFundedPlayer, openApp, openSignedIn, text, waitForShell, walletCents } from './support';

// The studio as its own process, on its own origin and its own database, and a casino with
// STUDIO_EMBEDDED=false (the 'studio-process' project of playwright.config.ts starts both): its
// games play in the casino's frame for fun and for real money, and the casino's balance and
// history follow every real round.

interface ListedGame {
  game_id: number;
  name: string;
  img: string;
}

const frameOf = (page: Page): FrameLocator => page.frameLocator('iframe[title="Game"]');
const cents = (money: string): number => Math.round(Number(money.replace(/[^\d.]/g, '')) * 100);

async function neonFruits(request: APIRequestContext): Promise<ListedGame> {
  const res = await request.get('/api/frontend/slot/?casino_type=casino&page_size=100');
  const game = ((await res.json()) as { results: ListedGame[] }).results.find(
    (g) => g.name === 'Neon Fruits',
  );
  if (!game) throw new Error("the studio's games are not in the casino's catalogue");
  return game;
}

/** Every content security policy refusal the page reports (none is expected). */
function cspRefusals(page: Page): string[] {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
  });
  return refusals;
}

/** The game's frame comes from the studio's origin, not the casino's, and its game answers. */
async function expectStudioFrame(page: Page, studioOrigin: string): Promise<FrameLocator> {
  const src = await page.locator('iframe[title="Game"]').getAttribute('src');
  expect(new URL(src ?? '', page.url()).origin).toBe(studioOrigin);
  const frame = frameOf(page);
  await expect(frame.getByRole('button', { name: 'Spin the reels' })).toBeEnabled({ timeout: 30_000 });
  return frame;
}

const frameBalance = async (frame: FrameLocator): Promise<number> =>
  cents(await frame.getByRole('group', { name: 'Balance' }).locator('.balance-value').innerText());

test('a guest plays a demo of the studio served from its own origin', async ({ page, request, baseURL }) => {
  const refusals = cspRefusals(page);
  const game = await neonFruits(request);
  const studioOrigin = new URL(game.img).origin;
  expect(studioOrigin).not.toBe(new URL(baseURL ?? '').origin);

  // The lobby shows the game's art from the studio.
  await openApp(page, '/slots', 'en');
  const tile = page.getByTestId('game-tile').filter({ hasText: game.name }).first();
  await tile.scrollIntoViewIfNeeded();
  // A refused image is taken out of the tile (its initial shows instead).
  const art = tile.locator('img');
  await expect(art).toBeVisible();
  await expect.poll(() => art.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await page.goto(`/game?gameId=${game.game_id}&isDemo=true`);
  const frame = await expectStudioFrame(page, studioOrigin);
  await expect(page.getByText(enGames.game.demoBadge, { exact: true })).toBeVisible();
  const before = await frameBalance(frame);
  await frame.getByRole('button', { name: 'Spin the reels' }).click();
  await expect.poll(() => frameBalance(frame)).not.toBe(before);
  await expect(frame.getByRole('button', { name: 'Spin the reels' })).toBeEnabled();
  expect(refusals).toEqual([]);
});

test("a funded player plays the studio's slot for real money and the casino's balance and history follow", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const refusals = cspRefusals(page);
  const game = await neonFruits(request);
  const studioOrigin = new URL(game.img).origin;
  const { tokens, headers } = await newFundedPlayer(request, 'studio-process', 50);
  expect(await walletCents(request, headers)).toBe(5_000);

  await openSignedIn(page, tokens, `/game?gameId=${game.game_id}&isDemo=false`);
  const frame = await expectStudioFrame(page, studioOrigin);
  await expect(frame.getByRole('group', { name: 'Balance' })).toContainText('50.00');

  const roundsOf = async () => {
    const res = await request.get('/api/frontend/games/history/?page_size=100', { headers });
    return (await res.json()) as {
      results: Array<{ bet: number; win: number; status: string; verify_url: string }>;
    };
  };
  for (let round = 1; round <= 2; round++) {
    if (round === 1) await frame.getByRole('button', { name: 'Spin the reels' }).click();
    else {
      // Opened while the round is in play, the seeds panel is locked, and unlocks by itself when
      // the round has been shown (the rotation below needs it). Both clicks happen in one task of
      // the game's page: two separate clicks could land after a fast round had already ended. The
      // first round's presentation may still run (the balance poll passes before it ends): the
      // main button is Spin again once it has.
      await expect(frame.getByRole('button', { name: 'Spin the reels' })).toBeEnabled();
      await frame.locator('body').evaluate(() => {
        const click = (name: string) => {
          const button = [...document.querySelectorAll('button')].find(
            (b) => b.getAttribute('aria-label') === name,
          );
          if (!button) throw new Error(`no button "${name}"`);
          button.click();
        };
        click('Spin the reels');
        click('Provably fair');
      });
      await expect(frame.getByText('Seeds can change once the round in play is finished.')).toBeVisible();
    }
    await expect.poll(async () => (await roundsOf()).results.length, { timeout: 15_000 }).toBe(round);
    // The studio's game, the casino's wallet and the page's header show one balance.
    await expect
      .poll(
        async () => {
          const wallet = await walletCents(request, headers);
          const header = cents(await page.getByTestId('game-balance').innerText());
          return [await frameBalance(frame), header].every((shown) => shown === wallet);
        },
        { timeout: 20_000 },
      )
      .toBe(true);
  }

  // The deposit less the stakes plus the wins is the balance, and every round is closed.
  const { results } = await roundsOf();
  expect(results.every((r) => r.status === 'closed')).toBe(true);
  const net = results.reduce((sum, r) => sum + Math.round(r.win * 100) - Math.round(r.bet * 100), 0);
  expect(await walletCents(request, headers)).toBe(5_000 + net);

  // Rotating the seed in the panel opened during the last round reveals it; the profile's history lists both rounds, each
  // recomputed by the verify page on the studio's own origin.
  await frame.getByRole('button', { name: 'Rotate server seed' }).click();
  await expect(frame.getByText('Server seed revealed; a new one is committed.')).toBeVisible();
  await page.goto('/profile');
  await waitForShell(page, 'en');
  await page.getByRole('tab', { name: text('en', 'profile', 'tabs.history') }).click();
  const verifyLinks = page.getByRole('link', { name: /verify/i });
  await expect(verifyLinks).toHaveCount(2);
  const verifyUrl = await verifyLinks.first().getAttribute('href');
  expect(new URL(verifyUrl ?? '', page.url()).origin).toBe(studioOrigin);
  await page.goto(verifyUrl ?? '');
  await expect(page.getByText(/Stops \d+(, \d+){4}: /)).toBeVisible();
  expect(refusals).toEqual([]);
});

test('the casino’s header follows a real round of the studio on its own origin, Back at once', async ({
  page,
  request,
}) => {
  // The game's balance message crosses origins: the studio sends it only to the origin it may
  // be framed by, and the casino takes it only from the frame's origin.
  test.setTimeout(120_000);
  await playThenGoBack(page, request, 'studio-back');
});
