import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { isMobile, openApp, readOutbox, text, uniqueEmail, waitForShell } from './support';

// The casino as two processes on one PostgreSQL behind a round-robin proxy (the 'two-processes'
// project of playwright.config.ts, and only there): every request of this journey may reach
// either process, so a player signs up, confirms the e-mail, deposits, plays for real money and
// reads the history with nothing kept in one process's memory. Both processes then tell the
// same story when asked directly.

const PASSWORD = 'Cluster2026ok';
const money = /(\d[\d,]*\.\d{2})/;
const cents = (value: string) => Math.round(Number(value.replace(/,/g, '')) * 100);

/** Each casino process's own address (not through the proxy), from the project's settings. */
const processes = (process.env.E2E_CLUSTER_UPSTREAMS ?? '').split(',').filter(Boolean);

async function bearer(page: Page): Promise<Record<string, string>> {
  const access = await page.evaluate(() => window.localStorage.getItem('accessToken'));
  if (!access) throw new Error('not signed in');
  return { authorization: `Bearer ${JSON.parse(access) as string}` };
}

async function walletCents(request: APIRequestContext, base: string, headers: Record<string, string>) {
  const res = await request.get(`${base}/api/frontend/wallet/me/`, { headers });
  expect(res.status()).toBe(200);
  return Math.round(((await res.json()) as { balance_usd: number }).balance_usd * 100);
}

async function roundCount(request: APIRequestContext, base: string, headers: Record<string, string>) {
  const res = await request.get(`${base}/api/frontend/games/history/?page_size=100`, { headers });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { count: number }).count;
}

test('a player signs up, deposits, plays for real and reads the history across two processes', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  expect(processes).toHaveLength(2);
  const email = uniqueEmail('cluster');
  await openApp(page, '/', 'en');

  // Sign-up through the dialog; the code may be e-mailed by one process and checked by the other.
  const signUpButton = isMobile(page)
    ? text('en', 'shell', 'header.register')
    : text('en', 'shell', 'header.signUp');
  await page.getByRole('button', { name: signUpButton, exact: true }).first().click();
  const signUp = page.getByRole('dialog', { name: text('en', 'auth', 'signUp.title') });
  await signUp.getByLabel(text('en', 'auth', 'email'), { exact: true }).fill(email);
  await signUp.getByLabel(text('en', 'auth', 'password'), { exact: true }).fill(PASSWORD);
  await signUp.getByRole('button', { name: text('en', 'auth', 'signUp.continue'), exact: true }).click();
  await signUp.getByLabel(text('en', 'auth', 'birthDate'), { exact: true }).pressSequentially('15061990');
  await signUp.getByLabel(text('en', 'auth', 'country'), { exact: true }).selectOption({ index: 1 });
  await signUp.getByRole('checkbox', { name: text('en', 'auth', 'consents.selectAll') }).check();
  await signUp.getByRole('button', { name: text('en', 'auth', 'signUp.finish'), exact: true }).click();
  const confirm = page.getByRole('dialog', { name: text('en', 'auth', 'confirm.emailTitle') });
  await expect(confirm).toBeVisible();
  const [, code = ''] = await readOutbox(request, email, /(?:^|\D)(\d{4})(?:\D|$)/);
  await confirm
    .getByLabel(text('en', 'auth', 'confirm.digit', { n: '1', total: '4' }))
    .pressSequentially(code);
  await confirm.getByRole('button', { name: text('en', 'auth', 'confirm.submit'), exact: true }).click();
  await expect(confirm).toHaveCount(0);
  const superBonus = page.getByRole('dialog', { name: text('en', 'bonuses', 'super.title') });
  await superBonus.getByRole('button', { name: text('en', 'bonuses', 'super.leaveTitle') }).click();
  await page
    .getByRole('dialog', { name: text('en', 'bonuses', 'super.leaveTitle') })
    .getByRole('button', { name: text('en', 'bonuses', 'super.yes'), exact: true })
    .click();
  await expect(superBonus).toHaveCount(0);
  const headers = await bearer(page);

  // A deposit through the cash box, paid by the simulated chain's signed webhook.
  const cashier = isMobile(page)
    ? text('en', 'shell', 'header.cashier')
    : text('en', 'shell', 'header.deposit');
  await page.getByRole('button', { name: cashier, exact: true }).first().click();
  const cashBox = page.getByRole('dialog', { name: text('en', 'wallet', 'cashBox.title') });
  await cashBox.getByRole('button', { name: 'Create Application' }).click();
  await cashBox.getByRole('button', { name: 'Sent' }).click();
  const deposits = await request.get('/api/frontend/payment/deposits/', { headers });
  const [application] = (await deposits.json()) as Array<{ id: string }>;
  expect((await request.post(`/api/dev/payments/${application?.id}/confirm`, { data: {} })).ok()).toBe(true);
  await expect(cashBox).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByTestId('balance-amount').first()).toHaveText('$100.00');

  // Real play: the studio's game server, its wallet calls and the casino's answers each land on
  // either process.
  const slots = await request.get('/api/frontend/slot/?casino_type=casino&page_size=100');
  const slot = ((await slots.json()) as { results: Array<{ game_id: number; name: string }> }).results.find(
    (g) => g.name === 'Neon Fruits',
  );
  if (!slot) throw new Error('the studio slot is not in the catalogue');
  await page.goto(`/game?gameId=${slot.game_id}&isDemo=false`);
  await waitForShell(page, 'en');
  const frame = page.frameLocator('iframe[title="Game"]');
  await expect(frame.getByRole('group', { name: 'Balance' })).toContainText('100.00', { timeout: 30_000 });
  for (let round = 1; round <= 3; round++) {
    await frame.getByRole('button', { name: 'Spin the reels' }).click();
    await expect.poll(() => roundCount(request, '', headers), { timeout: 15_000 }).toBe(round);
    await expect
      .poll(
        async () => {
          const wallet = await walletCents(request, '', headers);
          const inGame = cents(
            money.exec(await frame.getByRole('group', { name: 'Balance' }).innerText())?.[1] ?? 'NaN',
          );
          const header = cents(money.exec(await page.getByTestId('game-balance').innerText())?.[1] ?? 'NaN');
          return inGame === wallet && header === wallet;
        },
        { timeout: 20_000 },
      )
      .toBe(true);
  }

  // The history: the deposit among the transactions and the three rounds with their proofs.
  await page.goto('/profile');
  await waitForShell(page, 'en');
  await page.getByRole('tab', { name: text('en', 'profile', 'tabs.history') }).click();
  const transactions = page.getByRole('table', { name: text('en', 'profile', 'history.transactions') });
  await expect(transactions.getByRole('row').filter({ hasText: 'Deposit' }).first()).toContainText('100.00');
  await expect(page.getByRole('link', { name: /verify/i })).toHaveCount(3);

  // Each process, asked directly, has the same balance and the same rounds.
  const balances = await Promise.all(processes.map((base) => walletCents(request, base, headers)));
  const rounds = await Promise.all(processes.map((base) => roundCount(request, base, headers)));
  expect(new Set(balances).size).toBe(1);
  expect(rounds).toEqual([3, 3]);
});
