import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { EventSummary, Page as ListPage } from '@casino/contract';
import enAuth from '../apps/web/src/locales/en/auth.json' with { type: 'json' };
import enShell from '../apps/web/src/locales/en/shell.json' with { type: 'json' };
import enSports from '../apps/web/src/locales/en/sports.json' with { type: 'json' };
import { isMobile, newFundedPlayer, openApp, openSignedIn, walletCents } from './support';

// A guest opens the sportsbook from its tab, narrows it to football, opens a match, takes a price
// there and another from the list, and sees the accumulator's lines, stake and potential return
// on the slip (a panel on a laptop, a bottom sheet on a phone), computed as the book pays:
// the product of the odds times the stake, rounded down to the cent. Placing asks a guest to log in;
// a funded player places it, sees the receipt, the balance fall by the stake and the bet in My bets.

interface StoredSelection {
  outcomeId: number;
  eventId: number;
  odds: string;
}

/** The slip's selections as the page keeps them in local storage. */
async function slipSelections(page: Page): Promise<StoredSelection[]> {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem('sportsBetSlip');
    return raw ? (JSON.parse(raw) as { selections: StoredSelection[] }).selections : [];
  });
}

/** An accumulator's return in cents, exactly: the odds in hundredths multiplied, times the stake, rounded down. */
function accumulatorReturnCents(odds: string[], stakeCents: number): number {
  const product = odds.reduce((p, o) => p * BigInt(o.replace('.', '')), 1n);
  return Number((BigInt(stakeCents) * product) / 100n ** BigInt(odds.length));
}

const usd = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Two football matches on the list's first page that start at least 20 minutes from now (so not while the journey runs). */
async function twoMatchesAhead(request: APIRequestContext): Promise<EventSummary[]> {
  const page = (await (
    await request.get('/api/frontend/sports/events/?sport=football&when=upcoming&page_size=10')
  ).json()) as ListPage<EventSummary>;
  const later = page.results.filter(
    (e) => Date.parse(e.starts_at) > Date.now() + 20 * 60_000 && e.main_market?.status === 'active',
  );
  expect(later.length).toBeGreaterThanOrEqual(2);
  return later.slice(0, 2);
}

test('a guest picks football, opens a match, adds two selections from different events and sees the accumulator pay', async ({
  page,
  request,
}) => {
  // Matches that stay upcoming while the journey runs (the list's first rows may kick off meanwhile).
  const matches = await twoMatchesAhead(request);
  await openApp(page, '/', 'en');
  await page.getByRole('button', { name: enShell.header.sports, exact: true }).click();
  await expect(page).toHaveURL(/\/sports$/);
  await expect(page.getByRole('button', { name: enShell.header.sports, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  const menu = page.getByRole('navigation', { name: enSports.menu.label });
  await menu.getByRole('link', { name: /^Football\b/ }).click();
  await expect(page).toHaveURL(/\/sports\?sport=football$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Football' })).toBeVisible();
  await page.getByRole('button', { name: enSports.sections.upcoming }).click();
  const [firstName, secondName] = matches.map((match) => `${match.home} v ${match.away}`);
  const first = page.getByRole('article', { name: firstName ?? '' });
  await expect(first).toBeVisible();

  // The first match's page: all its markets, grouped; its home win goes on the slip.
  await first.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/sports\/events\/\d+$/);
  const [home, away] = (firstName ?? '').split(' v ');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(home ?? '');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(away ?? '');
  for (const group of ['main', 'totals', 'scores'] as const)
    await expect(page.getByRole('heading', { level: 2, name: enSports.groups[group] })).toBeVisible();
  const matchResult = page.getByRole('region', { name: 'Match result' });
  const homeWin = matchResult.getByRole('button', { name: new RegExp(`^${home} at `) });
  await homeWin.click();
  await expect(homeWin).toHaveAttribute('aria-pressed', 'true');

  // Back to the list: the second match's home win from its row.
  await page.goBack();
  const secondRow = page.getByRole('article', { name: secondName ?? '' });
  const secondHome = secondRow.getByRole('button', { name: /at \d/ }).first();
  await secondHome.click();
  await expect(secondHome).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => new Set((await slipSelections(page)).map((s) => s.eventId)).size).toBe(2);

  // The slip survives a reload (it is kept in this browser).
  await page.reload();
  await expect(
    page.getByRole('article', { name: secondName ?? '' }).getByRole('button', { pressed: true }),
  ).toHaveCount(1);

  if (isMobile(page)) await page.getByTestId('slip-bar').click();
  const slip = isMobile(page)
    ? page.getByRole('dialog', { name: enSports.slip.title })
    : page.getByRole('complementary', { name: new RegExp(`^${enSports.slip.title}`) });
  await expect(slip.getByRole('list', { name: enSports.slip.selections }).getByRole('listitem')).toHaveCount(
    2,
  );
  await slip.getByRole('button', { name: enSports.slip.mode.accumulator, exact: true }).click();
  await slip.getByLabel(enSports.slip.stake, { exact: true }).fill('10');
  await expect(slip.getByTestId('slip-lines')).toHaveText('1');
  await expect(slip.getByTestId('slip-total')).toHaveText('$10.00');
  // The prices may move while the page is open; the slip follows them, so compare with what it holds now.
  await expect
    .poll(async () => {
      const odds = (await slipSelections(page)).map((s) => s.odds);
      return (
        (await slip.getByTestId('slip-return').textContent()) === usd(accumulatorReturnCents(odds, 1000))
      );
    })
    .toBe(true);

  // Two selections of one event cannot be combined: the slip says why.
  if (isMobile(page)) await slip.getByRole('button', { name: enSports.slip.close }).click();
  await page
    .getByRole('article', { name: secondName ?? '' })
    .getByRole('link')
    .first()
    .click();
  await page
    .getByRole('region', { name: 'Match result' })
    .getByRole('button', { name: /^Draw at / })
    .click();
  if (isMobile(page)) await page.getByTestId('slip-bar').click();
  await expect(slip.getByRole('note')).toContainText(enSports.slip.unavailable.sameEvent);
  await slip.getByRole('button', { name: 'Remove Draw' }).click();
  await expect(slip.getByTestId('slip-lines')).toHaveText('1');

  // A guest is asked to log in rather than bet.
  await slip.getByRole('button', { name: enSports.slip.signInToBet }).click();
  await expect(page.getByRole('dialog', { name: enAuth.signIn.title })).toBeVisible();
});

test('a funded player places an accumulator from the slip, sees the receipt, the balance fall and the bet in My bets', async ({
  page,
  request,
}) => {
  const player = await newFundedPlayer(request, 'sports', 50);
  const matches = await twoMatchesAhead(request);
  await openSignedIn(page, player.tokens, '/sports?sport=football&when=upcoming');
  for (const match of matches) {
    const row = page.getByRole('article', { name: `${match.home} v ${match.away}` });
    await row.getByRole('button', { name: new RegExp(`^${match.home} at `) }).click();
  }

  if (isMobile(page)) await page.getByTestId('slip-bar').click();
  const slip = isMobile(page)
    ? page.getByRole('dialog', { name: enSports.slip.title })
    : page.getByRole('complementary', { name: new RegExp(`^${enSports.slip.title}`) });
  await slip.getByRole('button', { name: enSports.slip.mode.accumulator, exact: true }).click();
  await slip.getByLabel(enSports.slip.stake, { exact: true }).fill('5');
  await expect(slip.getByTestId('slip-total')).toHaveText('$5.00');
  const expected = usd(
    accumulatorReturnCents(
      (await slipSelections(page)).map((s) => s.odds),
      500,
    ),
  );
  await expect(slip.getByTestId('slip-return')).toHaveText(expected);

  await slip.getByRole('button', { name: 'Place bet · $5.00' }).click();
  const receipt = slip.getByRole('status').filter({ hasText: enSports.receipt.title });
  await expect(receipt).toBeVisible();
  // The book's potential return is the slip's: both multiply the odds taken and round down once.
  await expect(receipt).toContainText(`${enSports.receipt.potential} ${expected}`);
  await expect.poll(() => walletCents(request, player.headers)).toBe(4500);
  await expect(page.getByTestId('balance-amount').filter({ visible: true })).toHaveText(/45\.00/);
  expect(await slipSelections(page)).toEqual([]);

  await receipt.getByRole('link', { name: enSports.receipt.myBets }).click();
  await expect(page).toHaveURL(/\/profile\?tab=bets$/);
  const bet = page.getByRole('article', { name: /^Bet \d+$/ });
  await expect(bet).toHaveCount(1);
  await expect(bet.getByText('2-fold accumulator')).toBeVisible();
  await expect(bet.getByText(enSports.myBets.status.open, { exact: true }).first()).toBeVisible();
  for (const match of matches)
    await expect(bet.getByText(new RegExp(`^${match.home} v ${match.away}`))).toBeVisible();
  await expect(bet.getByText(expected)).toBeVisible();
});
