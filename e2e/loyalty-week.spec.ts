import { expect, test, type APIRequestContext } from '@playwright/test';
import type { CashbackClaim, TournamentDetail } from '@casino/contract';
import enLoyalty from '../apps/web/src/locales/en/loyalty.json' with { type: 'json' };
import enTournaments from '../apps/web/src/locales/en/tournaments.json' with { type: 'json' };
import { actAsOwnClient, isMobile, newFundedPlayer, openSignedIn, walletCents } from './support';

// The programme's time-driven halves in the browser, with a moved clock where time matters:
// a player who lost a week at station 2 gets that week's cashback once, claims it and wagers
// it to cash; an event runs, its leaderboard orders two players by bet sum, an operator ends it,
// and the settling job, run twice, pays each prize once.

/** The start of the cashback week after the one holding `now` (weeks 1-7, 8-14, 15-21, 22-end, UTC). */
function nextCashbackWeek(now: Date): Date {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const next = [8, 15, 22].find((d) => d > now.getUTCDate());
  return next ? new Date(Date.UTC(y, m, next)) : new Date(Date.UTC(y, m + 1, 1));
}

async function claimsOf(request: APIRequestContext, headers: Record<string, string>) {
  return (await (await request.get('/api/frontend/cashback/', { headers })).json()) as CashbackClaim[];
}

/**
 * A studio slot by name. Each journey here plays its own (the cashback one Clover Sevens, the
 * event one a slot per project), so rounds of journeys running side by side never score in
 * each other's event.
 */
async function slotNamed(request: APIRequestContext, name: string): Promise<number> {
  const res = await request.get(`/api/frontend/slot/?name=${encodeURIComponent(name)}`);
  const game = ((await res.json()) as { results: Array<{ game_id: number; name: string }> }).results.find(
    (g) => g.name === name,
  );
  if (!game) throw new Error(`${name} is not in the catalogue`);
  return game.game_id;
}

/** Lost real-money rounds of a slot, recorded through the signed seamless wallet as the studio's are. */
async function lostRounds(
  request: APIRequestContext,
  headers: Record<string, string>,
  gameId: number,
  amount: number,
  count: number,
) {
  for (let left = count; left > 0; left -= 100) {
    const res = await request.post('/api/dev/games/rounds', {
      headers,
      data: { game_id: gameId, amount, count: Math.min(left, 100) },
    });
    expect(res.status(), await res.text()).toBe(200);
    expect(((await res.json()) as { played: number }).played).toBe(Math.min(left, 100));
  }
}

test('a losing week at station 2 is paid back once as cashback, claimed and wagered into cash', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const player = await newFundedPlayer(request, 'cashback', 10_000);
  const { headers } = player;
  const slot = await slotNamed(request, 'Clover Sevens');
  // 7,500 USD lost in 75 slot rounds: 750 points, station 2 (2% cashback, wagered x15).
  await lostRounds(request, headers, slot, 100, 75);

  await openSignedIn(page, player.tokens, '/status');
  const standing = page.getByRole('region', { name: enLoyalty.status.yourStation });
  await expect(standing.getByText('Station 2', { exact: true })).toBeVisible();
  await expect(page.getByText(enLoyalty.status.claimsPending)).toBeVisible();
  if (!isMobile(page)) await expect(page.getByRole('complementary').getByText('Station 2')).toBeVisible();

  // The week ends (a moved clock): its cashback is calculated, and calculating again adds nothing.
  const at = new Date(nextCashbackWeek(new Date()).getTime() + 3600_000).toISOString();
  for (let run = 0; run < 2; run++)
    expect((await request.post('/api/dev/loyalty/cashback', { data: { at } })).status()).toBe(200);
  const claims = await claimsOf(request, headers);
  expect(claims).toHaveLength(1);
  expect(claims[0]).toMatchObject({
    station: 2,
    rate: 2,
    net_loss: 7_500,
    amount: 150,
    wager: 15,
    status: 'ready',
  });

  await page.reload();
  const yours = page.getByRole('region', { name: enLoyalty.status.claimsTitle });
  await expect(yours.getByText('$150.00')).toBeVisible();
  await yours.getByRole('button', { name: enLoyalty.status.claim }).click();
  await expect(yours.getByText(enLoyalty.status.claimed)).toBeVisible();
  expect((await claimsOf(request, headers))[0]?.status).toBe('claimed');
  // Claiming twice pays once.
  const again = await request.post(`/api/frontend/cashback/${claims[0]?.id}/claim/`, { headers });
  expect(again.status()).toBe(400);

  // The cashback is a bonus: 150 USD to wager 15 times (2,250 USD) at up to 20 USD a bet.
  await page.goto('/bonuses');
  await expect(
    page.getByText('0.00 of 2,250.00 wagered').or(page.getByText('$0.00 of $2,250.00 wagered')),
  ).toBeVisible();
  // The bonus balance is apart from the cash the wallet call shows.
  expect(await walletCents(request, headers)).toBe(2_500_00);
  await lostRounds(request, headers, slot, 20, 113);
  // 2,260 USD staked from cash; the wagering is done and the 150 USD are cash now.
  await expect.poll(() => walletCents(request, headers)).toBe(390_00);
  const active = await request.get('/api/frontend/bonus/active/', { headers });
  expect(await active.text()).not.toContain('"cashback"');
});

test('an event ranks two players by bet sum, is ended early and pays its prizes once', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const slotName = test.info().project.name === 'mobile' ? 'Crystal Cascade' : 'Cosmic Drift';
  const slot = { game_id: await slotNamed(request, slotName) };
  const now = Date.now();
  const code = `sprint-${now.toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}`;
  const name = `Sprint ${code.slice(-6)}`;
  const created = await request.post('/api/dev/tournaments', {
    data: {
      code,
      name,
      description: `<p>The most staked in <strong>${slotName}</strong> wins.</p>`,
      category: 'bet_sum',
      min_bet: 0.1,
      rounds: null,
      prizes: [250, 100],
      start_date: new Date(now - 60_000).toISOString(),
      end_date: new Date(now + 3600_000).toISOString(),
      games: [slot.game_id],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  // Two players spin for real: the first twice, the second once, at the same stake.
  const first = await newFundedPlayer(request, 'sprint-a', 100);
  const second = await newFundedPlayer(request, 'sprint-b', 100);
  const roundsOf = async (headers: Record<string, string>) =>
    (
      (await (await request.get('/api/frontend/games/history/?page_size=100', { headers })).json()) as {
        count: number;
      }
    ).count;
  const spin = async (
    player: { tokens: { access: string; refresh: string }; headers: Record<string, string> },
    spins: number,
  ) => {
    const context = await browser.newContext();
    const p = await context.newPage();
    await openSignedIn(p, player.tokens, `/game?gameId=${slot.game_id}&isDemo=false`);
    const frame = p.frameLocator('iframe[title="Game"]');
    await expect(frame.getByRole('group', { name: 'Balance' })).toContainText('100.00', { timeout: 30_000 });
    for (let i = 1; i <= spins; i++) {
      const spinButton = frame.getByRole('button', { name: 'Spin the reels' });
      await expect(spinButton).toBeEnabled({ timeout: 15_000 });
      await spinButton.click();
      await expect.poll(() => roundsOf(player.headers), { timeout: 15_000 }).toBe(i);
    }
    await context.close();
  };
  await spin(first, 2);
  await spin(second, 1);
  const detail = async () =>
    (await (await request.get(`/api/frontend/events/${id}/`)).json()) as TournamentDetail;
  await expect.poll(async () => (await detail()).leaderboard.length, { timeout: 20_000 }).toBe(2);
  const board = (await detail()).leaderboard;
  expect(board[0]?.points).toBeGreaterThan(board[1]?.points ?? Infinity);
  expect(board.map((e) => e.prize)).toEqual([250, 100]);

  await actAsOwnClient(page);
  await openSignedIn(page, first.tokens, `/tournaments?tournamentId=${id}&eventStarted=true`);
  const article = page.getByRole('article', { name });
  await expect(article.getByRole('region', { name: enTournaments.leaderboard }).getByRole('row')).toHaveCount(
    3,
  );

  // The operator ends it; the settling job runs (a moved clock past its grace) twice, and once more later.
  expect((await request.post(`/api/dev/tournaments/${id}/end`)).status()).toBe(200);
  const before = [await walletCents(request, first.headers), await walletCents(request, second.headers)];
  let at = Date.now() + 2 * 60_000;
  const settle = async (moment: number) =>
    (
      (await (
        await request.post('/api/dev/jobs/tournaments:settle/run', {
          data: { at: new Date(moment).toISOString() },
        })
      ).json()) as { outcome: string }
    ).outcome;
  // Another journey may hold this minute's run (it settled events ended before it): the next minute's pays.
  for (let tries = 0; (await settle(at)) !== 'succeeded'; tries++) {
    expect(tries).toBeLessThan(5);
    at += 60_000;
  }
  expect(await settle(at)).toBe('skipped');
  expect(await settle(at + 60_000)).not.toBe('failed');
  expect(await walletCents(request, first.headers)).toBe((before[0] ?? 0) + 250_00);
  expect(await walletCents(request, second.headers)).toBe((before[1] ?? 0) + 100_00);

  await page.reload();
  await expect(article.getByText(enTournaments.endedOn.split('{{')[0] ?? '')).toBeVisible();
  const rows = article.getByRole('region', { name: enTournaments.leaderboard }).getByRole('row');
  await expect(rows.nth(1)).toContainText('$250.00');
  await expect(rows.nth(2)).toContainText('$100.00');
});
