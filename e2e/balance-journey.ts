import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { actAsOwnClient, newFundedPlayer, walletCents, waitForShell } from './support';

const money = /(\d[\d,]*\.\d{2})/;
const cents = (value: string) => Math.round(Number(value.replace(/,/g, '')) * 100);

/** The balance the page's header shows (or the game page's top bar: `game`), in cents. */
async function shown(page: Page, where: 'header' | 'game'): Promise<number> {
  const amount =
    where === 'game'
      ? page.getByTestId('game-balance')
      : page.getByRole('banner').getByTestId('balance-amount');
  return cents(money.exec(await amount.innerText())?.[1] ?? 'NaN');
}

/**
 * A funded player opens Neon Fruits for real, plays a round and, once its answer is in, sees the
 * game page's balance follow at once (the game's message); then plays another and goes Back the
 * moment its answer arrives: the header on the page they return to equals wallet/me to the cent,
 * well inside the game page's poll, and stays so. Answers the wallet before and after.
 */
export async function playThenGoBack(
  page: Page,
  request: APIRequestContext,
  tag: string,
): Promise<{ before: number; after: number }> {
  const { tokens, headers } = await newFundedPlayer(request, tag, 100);
  const before = await walletCents(request, headers);
  const res = await request.get('/api/frontend/slot/?casino_type=casino&page_size=100');
  const slot = ((await res.json()) as { results: Array<{ game_id: number; name: string }> }).results.find(
    (g) => g.name === 'Neon Fruits',
  );
  if (!slot) throw new Error('Neon Fruits is not in the catalogue');

  await actAsOwnClient(page);
  await page.addInitScript((t) => {
    window.localStorage.setItem('language', 'en');
    window.localStorage.setItem('accessToken', JSON.stringify(t.access));
    window.localStorage.setItem('refreshToken', JSON.stringify(t.refresh));
  }, tokens);
  await page.goto('/');
  await waitForShell(page, 'en');
  await expect.poll(() => shown(page, 'header')).toBe(before);

  await page.goto(`/game?gameId=${slot.game_id}&isDemo=false`);
  const frame = page.frameLocator('iframe[title="Game"]');
  const spin = frame.getByRole('button', { name: 'Spin the reels' });
  await expect(spin).toBeEnabled({ timeout: 30_000 });
  const roundAnswer = () =>
    page.waitForResponse(
      (r) => r.request().method() === 'POST' && /\/api\/sessions\/[^/]+\/rounds$/.test(r.url()),
    );

  // A round: the game page's balance is the wallet's within a second or two (the game's message).
  let answered = roundAnswer();
  await spin.click();
  expect((await answered).ok()).toBe(true);
  const afterFirst = await walletCents(request, headers);
  await expect.poll(() => shown(page, 'game'), { timeout: 2_500 }).toBe(afterFirst);

  // Another round, and Back the moment its answer is in (the reels are still turning).
  await expect(spin).toBeEnabled({ timeout: 30_000 });
  answered = roundAnswer();
  await spin.click();
  expect((await answered).ok()).toBe(true);
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByTestId('game-page')).toHaveCount(0);
  const after = await walletCents(request, headers);
  await expect.poll(() => shown(page, 'header'), { timeout: 2_500 }).toBe(after);
  // ...and it stays right (nothing writes the old figure back).
  await page.waitForTimeout(1_500);
  expect(await shown(page, 'header')).toBe(await walletCents(request, headers));
  return { before, after };
}
