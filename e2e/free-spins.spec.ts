import { expect, test, type APIRequestContext } from '@playwright/test';
import { openSignedIn, payNewestDeposit, registerThroughApi, waitForShell } from './support';

// A bonus's free spins, end to end between the casino and our studio: the demo promo code gives
// 50 spins at 0.20 USD once the player deposits; the slot opens with them, each spin costs the
// player nothing, the casino counts them down, and their winnings land on the bonus.

interface ActiveBonus {
  spins_left: number;
  spins_winnings: number;
  bonus_balance: number;
  spin_games: string[];
}

async function activeBonus(request: APIRequestContext, headers: Record<string, string>) {
  return (await (await request.get('/api/frontend/bonus/active/', { headers })).json()) as ActiveBonus | null;
}

async function cashCents(request: APIRequestContext, headers: Record<string, string>) {
  const me = (await (await request.get('/api/frontend/wallet/me/', { headers })).json()) as {
    balance_usd: number;
  };
  return Math.round(me.balance_usd * 100);
}

test('the promo code free spins play in the slot without touching the balance and are counted down', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const player = await registerThroughApi(request, 'spins', 'Spins2026ok');
  const promo = await request.post('/api/frontend/promo-code/activate/', {
    headers: player.headers,
    data: { promo_code: 'WELCOME50' },
  });
  expect(promo.ok(), await promo.text()).toBe(true);
  const [method] = (await (await request.get('/api/frontend/payment/tokens/')).json()) as Array<{
    provider: string;
    token_type: string;
  }>;
  if (!method) throw new Error('no deposit method');
  const application = await request.post('/api/frontend/payment/deposit/', {
    headers: player.headers,
    data: { provider: method.provider, token_type: method.token_type, usd_amount: 60 },
  });
  expect(application.status()).toBe(201);
  await payNewestDeposit(request, player.headers);
  const granted = await activeBonus(request, player.headers);
  expect(granted).toMatchObject({ spins_left: 50 });
  expect(granted?.spin_games).toContain('neon-fruits');

  const res = await request.get('/api/frontend/slot/?casino_type=casino&page_size=100');
  const slot = ((await res.json()) as { results: Array<{ game_id: number; name: string }> }).results.find(
    (g) => g.name === 'Neon Fruits',
  );
  if (!slot) throw new Error('Neon Fruits is not in the catalogue');
  await openSignedIn(page, player.tokens, `/game?gameId=${slot.game_id}&isDemo=false`);
  await waitForShell(page, 'en');
  const frame = page.frameLocator('iframe[title="Game"]');
  await expect(frame.getByText(/\b50 left at/)).toBeVisible({ timeout: 30_000 });

  const cashBefore = await cashCents(request, player.headers);
  for (let spin = 1; spin <= 3; spin++) {
    await frame.getByRole('button', { name: 'Play a free spin' }).click();
    await expect(frame.getByText(new RegExp(`\\b${50 - spin} left at`))).toBeVisible({ timeout: 15_000 });
  }
  // The casino counted three free rounds; the player's cash did not move; any win is bonus money.
  await expect
    .poll(async () => (await activeBonus(request, player.headers))?.spins_left, { timeout: 15_000 })
    .toBe(47);
  expect(await cashCents(request, player.headers)).toBe(cashBefore);
  const after = await activeBonus(request, player.headers);
  expect(after?.bonus_balance).toBe(after?.spins_winnings);
});
