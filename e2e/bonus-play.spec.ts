import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import enBonuses from '../apps/web/src/locales/en/bonuses.json' with { type: 'json' };
import {
  chooseSuperBonusAndDeposit,
  openApp,
  openSignedIn,
  payNewestDeposit,
  registerThroughApi,
  signInThroughDialog,
  waitForShell,
} from './support';

// A bonus played through in our studio's games: a new player chooses the super deposit bonus,
// deposits through the simulated chain, plays roulette (10% of the stake counts) and a slot
// (100%), is refused a bet above the bonus's maximum, completes the wagering and the bonus
// balance converts to cash within its cap. Another player's bonus runs out of time and is removed.

const PASSWORD = 'Wager2026ok';
const b = enBonuses;

interface ActiveBonus {
  type: string;
  state: string;
  bonus_balance: number;
  wager_required: number;
  wagered: number;
  wager_progress: number;
  max_winning: number;
}

const register = (request: APIRequestContext) => registerThroughApi(request, 'wager', PASSWORD);

async function activeBonus(request: APIRequestContext, headers: Record<string, string>) {
  return (await (await request.get('/api/frontend/bonus/active/', { headers })).json()) as ActiveBonus | null;
}

async function wallet(request: APIRequestContext, headers: Record<string, string>) {
  return (await (await request.get('/api/frontend/wallet/me/', { headers })).json()) as {
    balance_usd: number;
    bonus_balance_usd: number;
  };
}

async function gameId(request: APIRequestContext, name: string, mode: string): Promise<number> {
  const res = await request.get(`/api/frontend/slot/?casino_type=${mode}&page_size=100`);
  const game = ((await res.json()) as { results: Array<{ game_id: number; name: string }> }).results.find(
    (g) => g.name === name,
  );
  if (!game) throw new Error(`${name} is not in the catalogue`);
  return game.game_id;
}

async function rounds(request: APIRequestContext, headers: Record<string, string>) {
  const res = await request.get('/api/frontend/games/history/?page_size=100', { headers });
  return ((await res.json()) as { results: Array<{ game_name: string; bet: number; win: number }> }).results;
}

const myBonus = (page: Page) => page.getByRole('region', { name: b.my.title });

test('a super bonus is wagered in roulette and a slot, a bet above its maximum is refused, and it converts to cash', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  // The operator's terms for this journey: 5% of the deposit, wagered once on the bonus alone,
  // at most 5 USD a bet (set the way `npm run ops -- bonus:set` does).
  for (const [field, value] of [
    ['wager_base', 'bonus'],
    ['percentage', '5'],
    ['wager', '1'],
    ['max_bet_usd', '5'],
  ] as const) {
    const res = await request.post('/api/dev/bonuses/terms/super-deposit', { data: { field, value } });
    expect(res.ok(), await res.text()).toBe(true);
  }

  const player = await register(request);
  await openApp(page, '/', 'en');
  await signInThroughDialog(page, player.email, PASSWORD);
  const offer = page.getByRole('dialog', { name: b.super.title });
  await expect(offer).toBeVisible();
  await offer
    .getByTestId('bonus-card')
    .filter({ has: page.getByRole('heading', { name: '150% up to 300 USD' }) })
    .getByRole('button', { name: b.actions.choose })
    .click();

  // The bonus deposit dialog: its 100 USD through the simulated chain grants 5% = 5 USD.
  const deposit = page.getByRole('dialog', { name: b.deposit.title });
  await expect(deposit).toBeVisible();
  await deposit.getByRole('button', { name: 'Create Application' }).click();
  await deposit.getByRole('button', { name: 'Sent' }).click();
  await payNewestDeposit(request, player.headers);
  await expect(deposit).toHaveCount(0, { timeout: 25_000 });
  await expect(myBonus(page).getByTestId('wager-percent')).toHaveText('0%');
  const granted = await activeBonus(request, player.headers);
  expect(granted).toMatchObject({
    type: 'super_deposit',
    state: 'active',
    bonus_balance: 5,
    wager_required: 5,
  });
  const cashAtStart = (await wallet(request, player.headers)).balance_usd;

  // Roulette: its stake counts 10% towards the wagering.
  await page.goto(`/game?gameId=${await gameId(request, 'European Roulette', 'live_casino')}&isDemo=false`);
  await waitForShell(page, 'en');
  const frame = page.frameLocator('iframe[title="Game"]');
  await expect(frame.getByRole('button', { name: 'Red', exact: true })).toBeVisible({ timeout: 30_000 });
  await frame.getByRole('button', { name: 'Red', exact: true }).click();
  await frame.getByRole('button', { name: 'Spin the wheel' }).click();
  await expect.poll(async () => (await rounds(request, player.headers)).length, { timeout: 15_000 }).toBe(1);
  const [roulette] = await rounds(request, player.headers);
  const afterRoulette = await activeBonus(request, player.headers);
  expect(afterRoulette?.wagered).toBe(Math.floor((roulette?.bet ?? 0) * 10) / 100);
  expect(afterRoulette?.wager_progress).toBeGreaterThan(0);
  expect(afterRoulette?.wager_progress).toBeLessThan(100);

  // The slot: 10 USD is above the bonus's 5 USD maximum and is refused, nothing moves.
  await page.goto(`/game?gameId=${await gameId(request, 'Neon Fruits', 'casino')}&isDemo=false`);
  await waitForShell(page, 'en');
  const bet = frame.getByRole('group', { name: 'Bet' });
  await expect(bet).toBeVisible({ timeout: 30_000 });
  for (let i = 0; i < 8 && !(await bet.innerText()).includes('10.00'); i++)
    await bet.getByRole('button', { name: /Raise the bet/ }).click();
  await expect(bet).toContainText('10.00');
  const before = await wallet(request, player.headers);
  await frame.getByRole('button', { name: 'Spin the reels' }).click();
  await expect(
    frame.getByText(/above the maximum bet allowed while your bonus is being wagered/),
  ).toBeVisible({
    timeout: 15_000,
  });
  expect(await wallet(request, player.headers)).toEqual(before);
  expect(await rounds(request, player.headers)).toHaveLength(1);

  // At 5 USD the spin stands and completes the wagering: the 5 USD bonus balance becomes cash.
  await frame.getByRole('button', { name: 'Dismiss' }).click();
  await bet.getByRole('button', { name: /Lower the bet/ }).click();
  await expect(bet).toContainText('5.00');
  await frame.getByRole('button', { name: 'Spin the reels' }).click();
  await expect.poll(async () => (await rounds(request, player.headers)).length, { timeout: 15_000 }).toBe(2);
  await expect.poll(async () => activeBonus(request, player.headers), { timeout: 15_000 }).toBeNull();
  const all = await rounds(request, player.headers);
  const net = all.reduce((sum, r) => sum + Math.round(r.win * 100) - Math.round(r.bet * 100), 0);
  const after = await wallet(request, player.headers);
  expect(after.bonus_balance_usd).toBe(0);
  // Cash: what it was, plus every round's result, plus the converted bonus (5 USD, within its cap).
  expect(Math.round(after.balance_usd * 100)).toBe(Math.round(cashAtStart * 100) + net + 500);

  await page.goto('/bonuses');
  await waitForShell(page, 'en');
  await expect(myBonus(page).getByText(b.my.none)).toBeVisible();
});

test("another player's bonus runs out of time and is removed with its balance", async ({ page, request }) => {
  const player = await register(request);
  await chooseSuperBonusAndDeposit(request, player.headers, 100);
  expect((await wallet(request, player.headers)).bonus_balance_usd).toBeGreaterThan(0);

  await openSignedIn(page, player.tokens, '/bonuses');
  await expect(myBonus(page).getByText(b.card.active, { exact: true })).toBeVisible();

  // The wagering period ends (the clock passes its deadline); the expiry job removes the bonus.
  const expired = await request.post('/api/dev/bonuses/expire', { headers: player.headers });
  expect(expired.ok(), await expired.text()).toBe(true);
  await page.reload();
  await waitForShell(page, 'en');
  await expect(myBonus(page).getByText(b.my.none)).toBeVisible();
  expect(await wallet(request, player.headers)).toMatchObject({ balance_usd: 100, bonus_balance_usd: 0 });
});
