import type { Game, MainPageRow, Page as Paginated, Provider } from '@casino/contract';
import { expect, test, type Page } from '@playwright/test';
import enGames from '../apps/web/src/locales/en/games.json' with { type: 'json' };
import { isMobile, openApp, scrollToEachRow, text } from './support';

// The lobby, the catalogue, the search and providers dialogs against the real catalogue.

/** Opens a dialog the way a player does: the sidebar on a laptop, the menu on a phone. */
async function openFromNavigation(page: Page, entry: 'search' | 'providers') {
  const name = text('en', 'shell', `nav.${entry}`);
  if (isMobile(page)) {
    await page.getByRole('button', { name: text('en', 'shell', 'header.menu') }).click();
    await page
      .getByRole('dialog', { name: text('en', 'shell', 'dialogs.mobileMenu') })
      .getByRole('button', { name, exact: true })
      .click();
  } else {
    await page
      .getByRole('navigation', { name: text('en', 'shell', 'nav.label') })
      .getByRole('button', { name, exact: true })
      .click();
  }
  const title = entry === 'search' ? 'dialogs.searchTitle' : 'dialogs.providersTitle';
  return page.getByRole('dialog', { name: text('en', 'shell', title) });
}

test("the lobby shows the mode's rows of games from the real catalogue", async ({ page, request }) => {
  const rows = (
    (await (await request.get('/api/frontend/main_page/?casino_type=casino')).json()) as MainPageRow[]
  ).filter((row) => row.slots.length > 0);
  expect(rows.length).toBeGreaterThan(0);
  await openApp(page, '/', 'en');
  await scrollToEachRow(page, rows);
  await page.evaluate(() => window.scrollTo(0, 0));

  for (const row of rows) {
    const region = page.getByRole('region', { name: row.name, exact: true });
    await expect(region).toBeVisible();
    await expect(region.getByTestId('game-tile')).toHaveCount(row.slots.length);
    await expect(region.getByRole('link', { name: new RegExp(enGames.lobby.showAll) })).toHaveAttribute(
      'href',
      `/slots?categories=${row.id}`,
    );
  }
  const first = rows[0] as MainPageRow;
  const firstGame = first.slots[0] as Game;
  const firstRegion = page.getByRole('region', { name: first.name, exact: true });
  await expect(firstRegion.getByText(firstGame.name, { exact: true })).toBeVisible();
  // The first row's images load at once (largest paint); every image is sized.
  const image = firstRegion.getByTestId('game-tile').first().locator('img');
  await expect(image).toHaveAttribute('loading', 'eager');
  await expect(image).toHaveAttribute('width', '240');
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  // Show all opens the catalogue narrowed to the row's category.
  await firstRegion.getByRole('link', { name: new RegExp(enGames.lobby.showAll) }).click();
  await expect(page).toHaveURL(new RegExp(`/slots\\?categories=${first.id}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: text('en', 'shell', 'nav.allSlots') }),
  ).toBeVisible();
  await expect(
    page.getByRole('list', { name: text('en', 'shell', 'nav.allSlots') }).getByTestId('game-tile'),
  ).toHaveCount(first.slots_count);
});

test('search finds a game by a partial name in any case and says so when nothing matches', async ({
  page,
  request,
}) => {
  const catalogue = (await (
    await request.get('/api/frontend/slot/?page_size=100')
  ).json()) as Paginated<Game>;
  const target = catalogue.results.find((g) => g.name.length >= 6) as Game;
  // A middle part of the name, its case flipped: the search ignores case.
  const part = target.name.slice(1, 5);
  const flipped = [...part].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join('');

  await openApp(page, '/', 'en');
  const dialog = await openFromNavigation(page, 'search');
  await expect(dialog.getByRole('list', { name: enGames.search.recommended })).toBeVisible();

  const input = dialog.getByRole('searchbox', { name: enGames.search.label });
  await input.fill(flipped);
  const results = dialog.getByRole('list', { name: enGames.search.resultsLabel });
  await expect(results.getByText(target.name, { exact: true })).toBeVisible();

  await input.fill('zzqx nothing like it');
  await expect(dialog.getByText(enGames.search.notFound)).toBeVisible();
  await expect(results).toHaveCount(0);
});

test('the providers dialog filters by name and opens the provider in the catalogue', async ({
  page,
  request,
}) => {
  const providers = (await (await request.get('/api/frontend/provider/')).json()) as Provider[];
  const provider = providers[0] as Provider;

  await openApp(page, '/', 'en');
  const dialog = await openFromNavigation(page, 'providers');
  const list = dialog.getByRole('list', { name: enGames.providers.listLabel });
  await expect(list.getByRole('listitem')).toHaveCount(providers.length);

  await dialog
    .getByRole('searchbox', { name: enGames.providers.filter })
    .fill(provider.name.slice(0, 4).toUpperCase());
  const row = list.getByRole('link', { name: new RegExp(provider.name) });
  await expect(row).toContainText(String(provider.slots_count));
  await row.click();

  await expect(page).toHaveURL(new RegExp(`/slots\\?provider=${provider.id}$`));
  await expect(dialog).toHaveCount(0);
  const grid = page.getByRole('list', { name: `Games by ${provider.name}` });
  await expect(grid.getByTestId('game-tile')).toHaveCount(provider.slots_count);
});

test('the sidebar or the menu lists the categories and the footer the providers', async ({
  page,
  request,
}) => {
  const categories = (await (
    await request.get('/api/frontend/categories/?casino_type=casino')
  ).json()) as Array<{
    id: number;
    name: string;
  }>;
  await openApp(page, '/', 'en');
  const category = categories[0] as { id: number; name: string };
  if (isMobile(page)) {
    await page.getByRole('button', { name: text('en', 'shell', 'header.menu') }).click();
    const menu = page.getByRole('dialog', { name: text('en', 'shell', 'dialogs.mobileMenu') });
    await menu.getByRole('link', { name: category.name, exact: true }).click();
  } else {
    await page
      .getByRole('navigation', { name: text('en', 'shell', 'nav.label') })
      .getByRole('link', { name: category.name, exact: true })
      .click();
  }
  await expect(page).toHaveURL(new RegExp(`/slots\\?categories=${category.id}$`));

  const footer = page.getByRole('contentinfo');
  const providers = footer.getByRole('navigation', { name: text('en', 'shell', 'footer.providers') });
  await expect(providers.getByRole('link').first()).toHaveAttribute('href', /\/slots\?provider=\d+$/);
});
