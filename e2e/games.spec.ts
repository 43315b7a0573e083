import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import enGames from '../apps/web/src/locales/en/games.json' with { type: 'json' };
import { actAsOwnClient, isMobile, openApp, text, uniqueEmail, waitForShell } from './support';

// Launching games: demo for guests, the frame with the studio's game, its way home, real play.

/** Reveals a tile's buttons as a player would (hover, or a tap on a phone) and waits the 300 ms. */
async function revealTile(page: Page, name: string) {
  const tile = page.getByTestId('game-tile').filter({ hasText: name }).first();
  if (isMobile(page)) await tile.tap();
  else await tile.hover();
  await page.waitForTimeout(350);
  return tile;
}

const frameOf = (page: Page) => page.frameLocator('iframe[title="Game"]');

async function firstDemoGame(request: APIRequestContext): Promise<{ game_id: number; name: string }> {
  const res = await request.get('/api/frontend/slot/?casino_type=casino&page_size=100');
  const { results } = (await res.json()) as {
    results: Array<{ game_id: number; name: string; demo: boolean }>;
  };
  const game = results.find((g) => g.demo);
  if (!game) throw new Error('the catalogue has no demo game');
  return game;
}

test("a guest plays a demo from the catalogue and the frame loads the studio's game", async ({
  page,
  request,
}) => {
  const game = await firstDemoGame(request);
  await openApp(page, '/slots', 'en');
  const tile = await revealTile(page, game.name);
  await tile.getByRole('link', { name: `Demo ${game.name}` }).click();

  await expect(page).toHaveURL(new RegExp(`/game\\?gameId=${game.game_id}&isDemo=true$`));
  const frame = page.locator('iframe[title="Game"]');
  await expect(frame).toHaveAttribute('src', /\/studio\//);
  // The game itself answers inside the frame.
  await expect(frameOf(page).getByRole('button', { name: /spin/i }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(enGames.game.demoBadge, { exact: true })).toBeVisible();

  // Back returns to the catalogue.
  await page.getByRole('button', { name: enGames.game.back }).click();
  await expect(page).toHaveURL(/\/slots$/);
});

test("the game's own Home button brings the player back from the frame", async ({ page, request }) => {
  const game = await firstDemoGame(request);
  await openApp(page, '/slots', 'en');
  const tile = await revealTile(page, game.name);
  await tile.getByRole('link', { name: `Demo ${game.name}` }).click();
  await expect(frameOf(page).getByRole('button', { name: /spin/i }).first()).toBeVisible({ timeout: 30_000 });

  await frameOf(page).getByRole('button', { name: /lobby/i }).click();
  // The watcher looks every second; the frame is cleared and the previous page comes back.
  await expect(page).toHaveURL(/\/slots$/, { timeout: 5_000 });
  await expect(page.locator('iframe[title="Game"]')).toHaveCount(0);
});

test('a guest asking for real play is offered the login dialog', async ({ page, request }) => {
  const game = await firstDemoGame(request);
  await openApp(page, '/slots', 'en');
  const tile = await revealTile(page, game.name);
  await tile.getByRole('link', { name: `Play ${game.name}` }).click();
  await expect(page.getByRole('dialog', { name: text('en', 'auth', 'signIn.title') })).toBeVisible();
  await expect(page).toHaveURL(/\/slots$/);
});

test('a player launches a game for real money with the balance, Deposit, Need help and the game menu', async ({
  page,
  request,
}) => {
  const res = await request.post('/api/frontend/user/register/', {
    data: { email: uniqueEmail('games'), password: 'Games2026ok', date_of_birth: '1990-01-01', country: 1 },
  });
  expect(res.status()).toBe(201);
  const { tokens } = (await res.json()) as { tokens: { access: string; refresh: string } };
  const game = await firstDemoGame(request);
  await actAsOwnClient(page);
  await page.addInitScript((t) => {
    window.localStorage.setItem('language', 'en');
    window.localStorage.setItem('accessToken', JSON.stringify(t.access));
    window.localStorage.setItem('refreshToken', JSON.stringify(t.refresh));
  }, tokens);
  await page.goto(`/game?gameId=${game.game_id}&isDemo=false`);
  await waitForShell(page, 'en');

  await expect(page.locator('iframe[title="Game"]')).toHaveAttribute('src', /\/studio\//);
  await expect(frameOf(page).getByRole('button', { name: /spin/i }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('game-balance')).toHaveText('$0.00');

  await page.getByRole('button', { name: enGames.game.menu }).click();
  // The menu's widgets: the player's station (none yet) and the running demo tournament.
  await expect(page.getByTestId('widget-points').last()).toHaveText('0 / 125 points');
  await expect(page.getByRole('link', { name: /Royal Spin Race/ })).toBeVisible();
  await page.getByRole('button', { name: enGames.game.reload }).click();
  await expect(frameOf(page).getByRole('button', { name: /spin/i }).first()).toBeVisible({ timeout: 30_000 });

  if (!isMobile(page)) {
    await page.getByRole('button', { name: enGames.game.needHelp }).click();
    await expect(page.getByRole('heading', { name: text('en', 'shell', 'support.title') })).toBeVisible();
  }
  await page.getByRole('button', { name: enGames.game.deposit }).click();
  await expect(page.getByRole('dialog', { name: text('en', 'wallet', 'cashBox.title') })).toBeVisible();

  // The player's History tab has a game history block.
  await page.goto('/profile');
  await waitForShell(page, 'en');
  await page.getByRole('tab', { name: text('en', 'profile', 'tabs.history') }).click();
  await expect(page.getByRole('heading', { name: enGames.history.title })).toBeVisible();
});
