import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  actAsOwnClient,
  expectBalancesAgree,
  newFundedPlayer,
  spinForReal,
  text,
  waitForShell,
  walletCents,
} from './support';

// A new player deposits through the simulated chain, plays a slot and a table for real money,
// and after every round the casino's balance, the header, the game's own balance and the game
// history agree; once the seed is rotated, every round is reproduced from its revealed seed.

interface ListedGame {
  game_id: number;
  name: string;
}

interface RoundRow {
  game_name: string;
  bet: number;
  win: number;
  status: string;
  verify_url: string;
}

async function roundsOf(request: APIRequestContext, headers: Record<string, string>): Promise<RoundRow[]> {
  const res = await request.get('/api/frontend/games/history/?page_size=100', { headers });
  return ((await res.json()) as { results: RoundRow[] }).results;
}

test('a funded player plays a slot and roulette for real money and every balance agrees', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { tokens, headers } = await newFundedPlayer(request, 'real', 100);
  expect(await walletCents(request, headers)).toBe(10_000);

  const games: ListedGame[] = [];
  for (const mode of ['casino', 'live_casino']) {
    const res = await request.get(`/api/frontend/slot/?casino_type=${mode}&page_size=100`);
    games.push(...((await res.json()) as { results: ListedGame[] }).results);
  }
  const slot = games.find((g) => g.name === 'Neon Fruits');
  const roulette = games.find((g) => g.name === 'European Roulette');
  if (!slot || !roulette) throw new Error('the studio games are not in the catalogue');

  await actAsOwnClient(page);
  await page.addInitScript((t) => {
    window.localStorage.setItem('language', 'en');
    window.localStorage.setItem('accessToken', JSON.stringify(t.access));
    window.localStorage.setItem('refreshToken', JSON.stringify(t.refresh));
  }, tokens);

  const frame = await spinForReal(page, request, headers, slot.game_id, 3);

  await page.goto(`/game?gameId=${roulette.game_id}&isDemo=false`);
  await waitForShell(page, 'en');
  await expect(frame.getByRole('button', { name: 'Red', exact: true })).toBeVisible({ timeout: 30_000 });
  await frame.getByRole('button', { name: 'Red', exact: true }).click();
  await frame.getByRole('button', { name: 'Spin the wheel' }).click();
  await expect.poll(async () => (await roundsOf(request, headers)).length, { timeout: 15_000 }).toBe(4);
  await expectBalancesAgree(page, frame, request, headers);

  // Money: the deposit minus every stake plus every win is the balance.
  const rounds = await roundsOf(request, headers);
  expect(rounds.every((r) => r.status === 'closed')).toBe(true);
  const net = rounds.reduce((sum, r) => sum + Math.round(r.win * 100) - Math.round(r.bet * 100), 0);
  expect(await walletCents(request, headers)).toBe(10_000 + net);

  // The profile's History tab lists the rounds with their verification links.
  await page.goto('/profile');
  await waitForShell(page, 'en');
  await page.getByRole('tab', { name: text('en', 'profile', 'tabs.history') }).click();
  await expect(page.getByRole('link', { name: /verify/i })).toHaveCount(4);

  // Rotating the seed reveals it; each slot round recomputed from it pays what was paid.
  await page.goto(`/game?gameId=${slot.game_id}&isDemo=false`);
  await waitForShell(page, 'en');
  await frame.getByRole('button', { name: 'Provably fair' }).click();
  await frame.getByRole('button', { name: 'Rotate server seed' }).click();
  await expect(frame.getByText('Server seed revealed; a new one is committed.')).toBeVisible();
  for (const round of rounds.filter((r) => r.game_name === 'Neon Fruits')) {
    const verify = new URL(round.verify_url, 'http://casino.local');
    const res = await request.get(`/studio/api/verify${verify.search}`);
    expect(res.status(), round.verify_url).toBe(200);
    const { view } = (await res.json()) as { view: { win_multiplier: number } };
    expect(Math.round(view.win_multiplier * round.bet * 100)).toBe(Math.round(round.win * 100));
  }
  // The verify page itself shows the recomputed round.
  const first = rounds[rounds.length - 1];
  if (!first) throw new Error('no rounds');
  await page.goto(first.verify_url);
  await expect(page.getByText(/Stops \d+(, \d+){4}: /)).toBeVisible();
});
