import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  leaveSuperBonus,
  openApp,
  payNewestDeposit,
  signUpThroughDialog,
  spinForReal,
  text,
  uniqueEmail,
  waitForShell,
} from './support';

// The casino as two processes on one PostgreSQL behind a round-robin proxy (the 'two-processes'
// project of playwright.config.ts, and only there): every request of this journey may reach
// either process, so a player signs up, confirms the e-mail, deposits, plays for real money and
// reads the history with nothing kept in one process's memory. Both processes then tell the
// same story when asked directly.

const PASSWORD = 'Cluster2026ok';

/** Each casino process's own address (not through the proxy), from the project's settings. */
const processes = (process.env.E2E_CLUSTER_UPSTREAMS ?? '').split(',').filter(Boolean);

async function bearer(page: Page): Promise<Record<string, string>> {
  const access = await page.evaluate(() => window.localStorage.getItem('accessToken'));
  if (!access) throw new Error('not signed in');
  return { authorization: `Bearer ${JSON.parse(access) as string}` };
}

/** The player's balance (cents) and rounds as one process (base), or the proxy (''), answers them. */
async function accountAt(request: APIRequestContext, base: string, headers: Record<string, string>) {
  const wallet = await request.get(`${base}/api/frontend/wallet/me/`, { headers });
  const history = await request.get(`${base}/api/frontend/games/history/?page_size=100`, { headers });
  expect([wallet.status(), history.status()]).toEqual([200, 200]);
  return {
    cents: Math.round(((await wallet.json()) as { balance_usd: number }).balance_usd * 100),
    rounds: ((await history.json()) as { count: number }).count,
  };
}

test('a player signs up, deposits, plays for real and reads the history across two processes', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  expect(processes).toHaveLength(2);
  const email = uniqueEmail('cluster');
  await openApp(page, '/', 'en');

  // The code may be e-mailed by one process and checked by the other.
  await signUpThroughDialog(page, request, email, PASSWORD);
  await leaveSuperBonus(page);
  const headers = await bearer(page);

  // A deposit through the cash box, paid by the simulated chain's signed webhook.
  await page
    .getByRole('button', { name: text('en', 'shell', 'header.deposit'), exact: true })
    .first()
    .click();
  const cashBox = page.getByRole('dialog', { name: text('en', 'wallet', 'cashBox.title') });
  await cashBox.getByRole('button', { name: 'Create Application' }).click();
  await cashBox.getByRole('button', { name: 'Sent' }).click();
  await payNewestDeposit(request, headers);
  await expect(cashBox).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByTestId('balance-amount').first()).toHaveText('$100.00');

  // Real play: the studio's game server, its wallet calls and the casino's answers each land on
  // either process.
  const slots = await request.get('/api/frontend/slot/?casino_type=casino&page_size=100');
  const slot = ((await slots.json()) as { results: Array<{ game_id: number; name: string }> }).results.find(
    (g) => g.name === 'Neon Fruits',
  );
  if (!slot) throw new Error('the studio slot is not in the catalogue');
  await spinForReal(page, request, headers, slot.game_id, 3);

  // The history: the deposit among the transactions and the three rounds with their proofs.
  await page.goto('/profile');
  await waitForShell(page, 'en');
  await page.getByRole('tab', { name: text('en', 'profile', 'tabs.history') }).click();
  const transactions = page.getByRole('table', { name: text('en', 'profile', 'history.transactions') });
  await expect(transactions.getByRole('row').filter({ hasText: 'Deposit' }).first()).toContainText('100.00');
  await expect(page.getByRole('link', { name: /verify/i })).toHaveCount(3);

  // Each process, asked directly, has the same balance and the same rounds.
  const seen = await Promise.all(processes.map((base) => accountAt(request, base, headers)));
  expect(seen[1]).toEqual(seen[0]);
  expect(seen[0]?.rounds).toBe(3);
});
