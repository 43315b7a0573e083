import {
  expect as baseExpect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import type { EventSummary, Page as ListPage } from '@casino/contract';
import type { Bet } from '@casino/contract/sportsbook-bets';
import enAuth from '../apps/web/src/locales/en/auth.json' with { type: 'json' };
import enBonuses from '../apps/web/src/locales/en/bonuses.json' with { type: 'json' };
import enSports from '../apps/web/src/locales/en/sports.json' with { type: 'json' };
import enWallet from '../apps/web/src/locales/en/wallet.json' with { type: 'json' };
import {
  completeSignUpForm,
  confirmEmailCode,
  isMobile,
  openApp,
  payNewestDeposit,
  text,
  uniqueEmail,
  waitForShell,
  walletCents,
} from './support';

// Issue 21's done-means, on the sportsbook's accelerated clock (playwright.config.ts: football
// kicks off every 15 seconds and plays in under half a minute; docs/decisions/045). A guest picks
// the sport welcome in the login dialog, signs up, chooses the sports welcome free bet and
// deposits 50 USD through the simulated chain; places a 20 USD accumulator (every leg at 1.70 or
// more, so it qualifies for the free bet) and a Yankee on matches about to start; watches the
// accumulator's first match go live; once the accumulator is settled the free bet arrives and is
// played on the slip with "Use free bet"; all three bets are settled in My bets with how each was
// paid, the cash and bonus balances are what they returned, and the ledger check is OK.

const PASSWORD = 'Sports2026ok';
const DEPOSIT_USD = 50;
const ACCUMULATOR_USD = 20;
const ACCUMULATOR_LABEL = '2-fold accumulator';
/** A Yankee of 11 lines at 1 USD. */
const YANKEE_USD = 11;
/** The accumulator's legs stay above the welcome's minimum of 1.50 even if the price drifts before placing. */
const LEG_MIN_ODDS = 1.7;
/** Time to build and place a bet before the first of its matches kicks off, on a busy machine too. */
const PLACING_LEAD_MS = 60_000;
/** The free bet is one tap on a single. */
const FREE_BET_LEAD_MS = 45_000;
/** Bounded waits for what the simulated feed does: a match's kick-off, its end and results. */
const MATCH_WAIT_MS = 150_000;

test.describe.configure({ timeout: 9 * 60_000 });
// Pages and their chunks may be slow to come on a busy machine: twice the usual wait for each step.
const expect = baseExpect.configure({ timeout: 30_000 });

const usd = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

interface Pick {
  event: EventSummary;
  /** The main market's outcome to take (its name on the page). */
  outcome: string;
}

/**
 * Football matches of the book kicking off at least `leadMs` from now, soonest first, each with
 * an outcome of the match result at `minOdds` or more (the shortest such, so some legs may win).
 */
async function matchesFrom(
  request: APIRequestContext,
  leadMs: number,
  count: number,
  minOdds: number,
): Promise<Pick[]> {
  const list =
    (await // The list's first page, as the page shows it (it is read again as its matches kick off).
    (
      await request.get('/api/frontend/sports/events/?sport=football&when=upcoming&page_size=10')
    ).json()) as ListPage<EventSummary>;
  const picks: Pick[] = [];
  for (const event of list.results) {
    if (Date.parse(event.starts_at) < Date.now() + leadMs) continue;
    const market = event.main_market;
    if (market?.status !== 'active') continue;
    const [outcome] = market.outcomes
      .filter((o) => o.active && Number(o.odds) >= minOdds)
      .sort((a, b) => Number(a.odds) - Number(b.odds));
    if (outcome) picks.push({ event, outcome: outcome.name });
  }
  expect(picks.length).toBeGreaterThanOrEqual(count);
  return picks.slice(0, count);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The event's row on the list (found by its link, since two fixtures may share their sides). */
function eventRow(page: Page, eventId: number): Locator {
  return page
    .getByTestId('event-row')
    .filter({ has: page.locator(`a[href="/sports/events/${eventId}"]`) })
    .first();
}

/** Takes each pick's price from its row of the upcoming football list. */
async function takePrices(page: Page, picks: Pick[]): Promise<void> {
  for (const { event, outcome } of picks) {
    const price = eventRow(page, event.id).getByRole('button', {
      name: new RegExp(`^${escape(outcome)} at `),
    });
    await price.click();
    await expect(price).toHaveAttribute('aria-pressed', 'true');
  }
}

/** The bet slip, opened from its bar on a phone. */
async function openSlip(page: Page): Promise<Locator> {
  if (!isMobile(page))
    return page.getByRole('complementary', { name: new RegExp(`^${enSports.slip.title}`) });
  await page.getByTestId('slip-bar').click();
  return page.getByRole('dialog', { name: enSports.slip.title });
}

/**
 * Places the slip as it stands (taking any price move), checks the receipt, then closes it or
 * follows its link to My bets; answers the receipt's text.
 */
async function place(page: Page, slip: Locator, stake: string, then: 'done' | 'myBets'): Promise<string> {
  await slip.getByLabel(enSports.slip.oddsChange.label).selectOption({ label: enSports.slip.oddsChange.any });
  await slip.getByRole('button', { name: `Place bet · ${stake}` }).click();
  const receipt = slip.getByRole('status').filter({ hasText: enSports.receipt.title });
  await expect(receipt).toBeVisible();
  await expect(receipt).toContainText(`${enSports.receipt.stake} ${stake}`);
  // Placed before kick-off: accepted at once, not held as an in-play bet.
  await expect(receipt).not.toContainText(enSports.receipt.pending);
  const said = (await receipt.textContent()) ?? '';
  if (then === 'myBets') {
    await receipt.getByRole('link', { name: enSports.receipt.myBets }).click();
    await expect(page).toHaveURL(/\/profile\?tab=bets$/);
    return said;
  }
  await receipt.getByRole('button', { name: enSports.receipt.done }).click();
  if (isMobile(page)) await slip.getByRole('button', { name: enSports.slip.close }).click();
  return said;
}

/** From /sports, the upcoming football list (within the app: no reload). */
async function showUpcomingFootball(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: enSports.menu.label })
    .getByRole('link', { name: /^Football\b/ })
    .click();
  await page.getByRole('button', { name: enSports.sections.upcoming }).click();
  await expect(page.getByTestId('event-row').first()).toBeVisible();
}

async function playerHeaders(page: Page): Promise<Record<string, string>> {
  const access = await page.evaluate(
    () => JSON.parse(window.localStorage.getItem('accessToken') ?? '""') as string,
  );
  return { authorization: `Bearer ${access}` };
}

async function settledBets(request: APIRequestContext, headers: Record<string, string>): Promise<Bet[]> {
  const res = await request.get('/api/frontend/sports/bets/?status=settled&page_size=10', { headers });
  return ((await res.json()) as ListPage<Bet>).results;
}

/** My bets' Settled tab, once the open list has emptied (it looks again by itself while bets are open). */
async function expectAllSettled(page: Page): Promise<Locator> {
  const panel = page.getByRole('group', { name: enSports.myBets.title });
  await panel.getByRole('button', { name: enSports.myBets.tabs.open }).click();
  await expect(page.getByText(enSports.myBets.empty.open)).toBeVisible({ timeout: MATCH_WAIT_MS });
  await panel.getByRole('button', { name: enSports.myBets.tabs.settled }).click();
  return page.getByRole('article', { name: /^Bet \d+$/ });
}

test('a new player takes the sports welcome, bets an accumulator and a Yankee, watches them play and settle, and plays the free bet', async ({
  page,
  request,
}) => {
  // The sport welcome, picked in the login dialog, leads to the sign-up form.
  await openApp(page, '/sports', 'en');
  await page
    .getByRole('button', { name: text('en', 'shell', 'header.login'), exact: true })
    .first()
    .click();
  const signIn = page.getByRole('dialog', { name: enAuth.signIn.title });
  await signIn
    .getByRole('button', { name: new RegExp(enAuth.teasers.sport.title) })
    .filter({ visible: true })
    .first()
    .click();
  const email = uniqueEmail('sports-welcome');
  await completeSignUpForm(page, email, PASSWORD);
  await confirmEmailCode(page, request, email);

  // The welcome choice opens with the sports free bet; choosing it asks for the deposit.
  const offer = page.getByRole('dialog', { name: enBonuses.super.title });
  const firstChoice = isMobile(page)
    ? offer.getByRole('region', { name: enBonuses.super.choices }).getByRole('group', { name: '1 of 4' })
    : offer.getByRole('list', { name: enBonuses.super.choices }).getByRole('listitem').first();
  await expect(firstChoice).toContainText('Sports: free bet 100% up to 200 USD');
  await firstChoice.getByRole('button', { name: enBonuses.actions.choose }).click();
  const deposit = page.getByRole('dialog', { name: enBonuses.deposit.title });
  await expect(deposit.getByText('Top up your account. Please make a deposit over USD 20.00')).toBeVisible();
  await deposit.getByLabel(enWallet.deposit.amountUsd).fill(String(DEPOSIT_USD));
  await deposit.getByRole('button', { name: enWallet.deposit.create }).click();
  await deposit.getByRole('button', { name: enWallet.application.sent }).click();
  const headers = await playerHeaders(page);
  await payNewestDeposit(request, headers);
  await expect(deposit).toHaveCount(0, { timeout: 25_000 });
  await expect(page.getByTestId('free-bet-step')).toHaveAttribute('data-phase', 'qualifying');
  expect(await walletCents(request, headers)).toBe(DEPOSIT_USD * 100);

  // An accumulator on two matches about to start.
  const cashLeftCents = (DEPOSIT_USD - ACCUMULATOR_USD - YANKEE_USD) * 100;
  await page.getByRole('button', { name: text('en', 'shell', 'header.sports'), exact: true }).click();
  await showUpcomingFootball(page);
  const legs = await matchesFrom(request, PLACING_LEAD_MS, 2, LEG_MIN_ODDS);
  await takePrices(page, legs);
  let slip = await openSlip(page);
  await slip.getByRole('button', { name: enSports.slip.mode.accumulator, exact: true }).click();
  await slip.getByLabel(enSports.slip.stake, { exact: true }).fill(String(ACCUMULATOR_USD));
  await place(page, slip, usd(ACCUMULATOR_USD * 100), 'done');

  // A Yankee on four: 11 lines at 1 USD.
  const four = await matchesFrom(request, PLACING_LEAD_MS, 4, 1.01);
  await takePrices(page, four);
  slip = await openSlip(page);
  await slip.getByRole('button', { name: enSports.slip.mode.system, exact: true }).click();
  await slip.getByLabel(enSports.slip.system, { exact: true }).selectOption({ label: 'Yankee' });
  await slip.getByLabel(enSports.slip.unitStake, { exact: true }).fill('1');
  await expect(slip.getByTestId('slip-lines')).toHaveText('11');
  await place(page, slip, usd(YANKEE_USD * 100), 'myBets');
  expect(await walletCents(request, headers)).toBe(cashLeftCents);

  // My bets: both open; the accumulator's first match goes live on its page, with its score.
  const open = page.getByRole('article', { name: /^Bet \d+$/ });
  await expect(open).toHaveCount(2);
  const first = legs[0]?.event;
  if (!first) throw new Error('no match');
  await open
    .getByRole('link', { name: new RegExp(`^${escape(`${first.home} v ${first.away}`)}`) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/sports/events/${first.id}$`));
  // The event's header (the scoreboard) says Live, with the clock and the score.
  const hero = page.locator('header[data-status]');
  await expect(hero).toHaveAttribute('data-status', 'live', { timeout: MATCH_WAIT_MS });
  await expect(hero.getByText(enSports.event.live, { exact: true })).toBeVisible();
  await expect(hero.getByLabel(/^Score \d+ to \d+$/)).toBeVisible();
  await page.goBack();

  // The accumulator settles (My bets looks again by itself) and the free bet arrives: its stake.
  await expect(open.filter({ hasText: ACCUMULATOR_LABEL })).toHaveCount(0, { timeout: MATCH_WAIT_MS });
  await page.goto('/bonuses');
  await waitForShell(page, 'en');
  const step = page.getByTestId('free-bet-step');
  await expect(step).toHaveAttribute('data-phase', 'token');
  await expect(step).toContainText(`Your free bet of ${usd(ACCUMULATOR_USD * 100)} is ready`);
  await step.getByRole('button', { name: enBonuses.my.freeBet.toSports }).click();
  await expect(page).toHaveURL(/\/sports$/);

  // Played on one match as a single with "Use free bet": nothing of the player's own is staked.
  await showUpcomingFootball(page);
  const free = await matchesFrom(request, FREE_BET_LEAD_MS, 1, 1.01);
  await takePrices(page, free);
  slip = await openSlip(page);
  await slip.getByRole('button', { name: enSports.slip.mode.singles, exact: true }).click();
  await slip
    .getByRole('checkbox', { name: new RegExp(`Use free bet \\(${escape(usd(ACCUMULATOR_USD * 100))}\\)`) })
    .check();
  await expect(slip.getByTestId('slip-total')).toHaveText(usd(ACCUMULATOR_USD * 100));
  const receipt = await place(page, slip, usd(ACCUMULATOR_USD * 100), 'myBets');
  expect(receipt).toContain(enSports.receipt.freeBet);
  expect(receipt).toContain(enSports.receipt.freeBetNote);
  await expect(open.filter({ has: page.getByText(enSports.myBets.freeBet, { exact: true }) })).toHaveCount(1);

  // All three settle; My bets says how each was paid.
  const settled = await expectAllSettled(page);
  await expect(settled).toHaveCount(3);
  await expect(settled.filter({ hasText: 'Yankee' }).getByText('11 lines', { exact: true })).toBeVisible();
  const bets = await settledBets(request, headers);
  expect(bets.map((b) => b.free_bet).sort()).toEqual([false, false, true]);
  for (const bet of bets) {
    const card = page.getByRole('article', { name: `Bet ${bet.id}` });
    await expect(card.getByText(enSports.myBets.explanation)).toBeVisible();
    await expect(card).toContainText(bet.explanation_text);
    await expect(card.getByText(enSports.myBets.status[bet.status], { exact: true }).first()).toBeVisible();
  }
  await expect(
    settled
      .filter({ has: page.getByText(enSports.myBets.freeBet, { exact: true }) })
      .getByText(enSports.myBets.explanation),
  ).toBeVisible();
  // The cash bets' returns are cash; the free bet's winnings are bonus money, to be wagered.
  const cents = (usdAmount: number | null) => Math.round((usdAmount ?? 0) * 100);
  const cashReturns = bets.filter((b) => !b.free_bet).reduce((sum, b) => sum + cents(b.return_usd), 0);
  const freeWinnings = bets.filter((b) => b.free_bet).reduce((sum, b) => sum + cents(b.return_usd), 0);
  const balances = (await (await request.get('/api/frontend/wallet/me/', { headers })).json()) as {
    balance_usd: number;
    bonus_balance_usd: number;
  };
  expect(cents(balances.balance_usd)).toBe(cashLeftCents + cashReturns);
  expect(cents(balances.bonus_balance_usd)).toBe(freeWinnings);

  // Every figure the money path wrote agrees with its history (npm run ledger:check, on the running server).
  const check = (await (await request.post('/api/dev/ledger/check')).json()) as {
    ok: boolean;
    lines: string[];
  };
  expect(check.lines).toContain('ledger OK');
  expect(check.ok).toBe(true);
});
