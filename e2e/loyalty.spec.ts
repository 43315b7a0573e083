import { expect, test } from '@playwright/test';
import enLoyalty from '../apps/web/src/locales/en/loyalty.json' with { type: 'json' };
import esLoyalty from '../apps/web/src/locales/es/loyalty.json' with { type: 'json' };
import { newFundedPlayer, openApp, openSignedIn, text } from './support';

// The status programme in the browser: a guest sees the seven stations, the cashback table and
// the two VIP plans; a player who deposited and played slots for real money sees their station,
// their points and its spins waiting among their bonuses.

test('a guest sees the stations, the cashback by level and how points are earned', async ({ page }) => {
  await openApp(page, '/status', 'en');
  await expect(page.getByRole('heading', { level: 1, name: enLoyalty.status.title })).toBeVisible();
  const ladder = page.getByRole('region', { name: enLoyalty.status.ladderTitle });
  for (const station of [1, 4, 7])
    await expect(ladder.getByRole('heading', { name: `Station ${station}` })).toBeVisible();
  await expect(ladder.getByText('13,000 points')).toBeVisible();
  await expect(ladder.getByText('100 free spins')).toBeVisible();
  const cashback = page.getByRole('table', { name: enLoyalty.status.cashbackTitle });
  await expect(cashback.getByRole('row')).toHaveCount(7);
  await expect(cashback.getByRole('row', { name: /^7 12%/ })).toContainText('$2,500.00');
  await expect(page.getByText(enLoyalty.status.guestTitle)).toBeVisible();
  await page.getByRole('button', { name: enLoyalty.status.signIn }).click();
  await expect(page.getByRole('dialog', { name: text('en', 'auth', 'signIn.title') })).toBeVisible();
});

test('a guest compares Standard and VIP in Spanish, and continue playing goes to the lobby', async ({
  page,
}) => {
  await openApp(page, '/vip', 'es');
  await expect(page.getByRole('heading', { level: 1, name: esLoyalty.vip.title })).toBeVisible();
  const standard = page.getByRole('region', { name: esLoyalty.vip.standard });
  const vip = page.getByRole('region', { name: esLoyalty.vip.vipPlan, exact: true });
  await expect(standard).toContainText(esLoyalty.vip.standardValues.cashback);
  await expect(vip).toContainText(esLoyalty.vip.vipValues.cashback);
  await expect(vip).toContainText(esLoyalty.vip.features.manager);
  await expect(page.getByRole('button', { name: esLoyalty.vip.getVip })).toBeVisible();
  await page.getByRole('link', { name: esLoyalty.vip.continuePlaying }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a player who played sees their station, points and the cash box from Get VIP', async ({
  page,
  request,
}) => {
  const player = await newFundedPlayer(request, 'loyalty', 2_000);
  const { headers } = player;
  // 1,300 USD of slot bets through the ledger: 130 points, station 1.
  const played = await request.post('/api/dev/loyalty/bets', { headers, data: { amount: 100, count: 13 } });
  expect(played.status()).toBe(200);

  await openSignedIn(page, player.tokens, '/status');
  const standing = page.getByRole('region', { name: enLoyalty.status.yourStation });
  await expect(standing.getByText('Station 1', { exact: true })).toBeVisible();
  await expect(standing.getByTestId('station-points')).toHaveText('130 / 750 points');
  await expect(standing.getByRole('progressbar', { name: enLoyalty.status.progressLabel })).toHaveAttribute(
    'aria-valuenow',
    '1',
  );
  await expect(standing.getByText('620 points to station 2')).toBeVisible();
  const ladder = page.getByRole('region', { name: enLoyalty.status.ladderTitle });
  await expect(ladder.locator('[aria-current="step"]')).toContainText('Station 1');
  await expect(page.getByText(enLoyalty.status.claimsEmpty)).toBeVisible();

  // The station's spins wait among the player's bonuses.
  const bonuses = (await (await request.get('/api/frontend/bonus/available/', { headers })).json()) as Array<{
    title: string;
  }>;
  expect(bonuses.map((b) => b.title)).toContain('Station 1: 10 spins');

  await page.goto('/vip');
  await expect(page.getByTestId('vip-progress')).toHaveText('$2,000.00 of $25,000.00 deposited this month');
  await page.getByRole('button', { name: enLoyalty.vip.getVip }).click();
  await expect(page.getByRole('dialog', { name: text('en', 'wallet', 'cashBox.title') })).toBeVisible();
});
