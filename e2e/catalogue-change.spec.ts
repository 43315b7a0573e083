import { expect, test } from '@playwright/test';
import { giveReason, officer, openSection } from './backoffice-staff';
import { openApp, text, waitForShell } from './support';

// Withdrawing a game changes the catalogue every other journey reads (every-game plays each
// listed game, the lobby counts tiles against the API), so this journey runs in a project of its
// own after the others (playwright.config.ts).

test('a games officer withdraws a game, the lobby drops it, and listing it again brings it back', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // A game no other journey plays by name.
  const game = "Dragon's Hoard";
  const slots = page.getByRole('list', { name: text('en', 'shell', 'nav.allSlots') });
  const tile = slots.getByTestId('game-tile').filter({ hasText: game });
  await openApp(page, '/slots', 'en');
  await expect(tile).toHaveCount(1);

  const games = await officer(browser, request, 'Games');
  await openSection(games, 'Games');
  const filters = games.getByRole('search', { name: 'Filters' });
  await filters.getByLabel('Search').fill('Dragon');
  await filters.getByRole('button', { name: 'Apply' }).click();
  const row = games.getByRole('row').filter({ hasText: game });
  await expect(row.getByText('Listed', { exact: true })).toBeVisible();

  /** Withdraws or lists the game again, with a reason, and waits for the console to say so. */
  async function toggle(action: 'Withdraw' | 'List', done: string) {
    await row.getByRole('button', { name: action, exact: true }).click();
    await giveReason(games, `${action} ${game}`, `Catalogue check of ${game} (ticket GAMES-7)`, action);
    await expect(games.getByText(done)).toBeVisible();
  }
  try {
    await toggle('Withdraw', `${game} is withdrawn from the lobby.`);
    await expect(row.getByText('Withdrawn', { exact: true })).toBeVisible();
    await page.reload();
    await waitForShell(page, 'en');
    await expect(slots.getByTestId('game-tile').first()).toBeVisible();
    await expect(tile).toHaveCount(0);
  } finally {
    // Listed again even when a step above failed: other journeys play the whole catalogue.
    if (await row.getByRole('button', { name: 'List', exact: true }).count())
      await toggle('List', `${game} is listed again.`);
  }
  await expect(row.getByText('Listed', { exact: true })).toBeVisible();
  await page.reload();
  await waitForShell(page, 'en');
  await expect(tile).toHaveCount(1);
});
