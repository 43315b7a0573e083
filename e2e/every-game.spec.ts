import { expect, test, type FrameLocator } from '@playwright/test';
import { openApp } from './support';

// Every game of the catalogue, in both modes, plays a demo round for a guest and records it in
// the game's own round history with a link to its verification.

interface ListedGame {
  game_id: number;
  name: string;
  demo: boolean;
}

/** Places a bet and plays one round, the way each kind of game asks for it. */
const playOneRound: Record<string, (frame: FrameLocator) => Promise<void>> = {
  'European Roulette': async (frame) => {
    await frame.getByRole('button', { name: 'Red', exact: true }).click();
    await frame.getByRole('button', { name: 'Spin the wheel' }).click();
  },
  Baccarat: async (frame) => {
    await frame.getByRole('button', { name: /^Player \d/ }).click();
    await frame.getByRole('button', { name: 'Deal the cards' }).click();
  },
  Blackjack: async (frame) => {
    await frame.getByRole('button', { name: 'Deal the cards' }).click();
    // Stand on whatever comes until the round is over (a dealt blackjack finishes by itself).
    const stand = frame.getByRole('button', { name: /^Stand/ });
    const deal = frame.getByRole('button', { name: 'Deal the cards' });
    await expect(async () => {
      if (await stand.isVisible()) await stand.click({ timeout: 1_000 });
      await expect(deal).toBeEnabled({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
  },
};

const spin = async (frame: FrameLocator) => {
  await frame.getByRole('button', { name: 'Spin the reels' }).click();
};

test('a guest plays a demo round of every game and finds it in the round history', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const games: ListedGame[] = [];
  for (const mode of ['casino', 'live_casino']) {
    const res = await request.get(`/api/frontend/slot/?casino_type=${mode}&page_size=100`);
    games.push(...((await res.json()) as { results: ListedGame[] }).results);
  }
  expect(games.length).toBeGreaterThanOrEqual(9);

  await openApp(page, '/', 'en');
  for (const game of games) {
    expect(game.demo, `${game.name} has a demo`).toBe(true);
    await page.goto(`/game?gameId=${game.game_id}&isDemo=true`);
    const frame = page.frameLocator('iframe[title="Game"]');
    await expect(frame.getByRole('group', { name: 'Balance' })).toContainText('1,000.00', {
      timeout: 30_000,
    });
    await (playOneRound[game.name] ?? spin)(frame);

    await expect(async () => {
      const dialog = frame.getByRole('dialog', { name: 'Your last rounds' });
      // The button toggles the dialog: open it only when it is shut, so a slow answer is not closed again.
      if ((await dialog.count()) === 0) await frame.getByRole('button', { name: 'Round history' }).click();
      await expect(dialog.getByRole('link', { name: 'Verify' }).first()).toBeVisible({ timeout: 5_000 });
    }, `${game.name} records its round`).toPass({ timeout: 30_000 });
  }
});
