import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  leaveSuperBonus,
  confirmEmailCode,
  fillSignUpDialog,
  isMobile,
  newFundedPlayer,
  openApp,
  openSignedIn,
  registerThroughApi,
  signInThroughDialog,
  text,
  uniqueEmail,
  waitForShell,
} from './support';

const PASSWORD = 'Limits2026ok';

async function openCashBox(page: Page) {
  const name = isMobile(page) ? text('en', 'shell', 'header.cashier') : text('en', 'shell', 'header.deposit');
  await page.getByRole('button', { name, exact: true }).first().click();
  return page.getByRole('dialog', { name: text('en', 'wallet', 'cashBox.title') });
}

test('a deposit limit set during sign-up refuses a deposit over it with the amount left; the cash box offers no more limits', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('signup-limit');
  await openApp(page, '/', 'en');
  // Step 3 of the sign-up: a 40 USD deposit limit over 24 hours.
  await fillSignUpDialog(page, email, PASSWORD, '40');
  await confirmEmailCode(page, request, email);
  await leaveSuperBonus(page);

  // The limit is in force: the cash box does not offer limits again and refuses 100 USD.
  const cashBox = await openCashBox(page);
  await expect(cashBox.getByLabel('Amount in USD')).toBeVisible();
  await expect(
    cashBox.getByText('Before your first deposit: would you like to set deposit limits?'),
  ).toHaveCount(0);
  await cashBox.getByLabel('Amount in USD').fill('100');
  await cashBox.getByRole('button', { name: 'Create Application' }).click();
  await expect(cashBox.getByRole('alert')).toContainText('Your deposit limit leaves 40.00 USD now');
  await expect(cashBox.getByRole('img', { name: 'QR code of the deposit address' })).toHaveCount(0);

  // The Responsible gambling tab shows it, with when its review falls due.
  await cashBox.getByRole('link', { name: /Responsible gambling/ }).click();
  const card = page.getByRole('listitem', { name: 'Deposit · 24 hours' });
  await expect(card).toContainText('$40.00 left');
  await expect(page.getByText(/We will invite you to review your limits on/)).toBeVisible();
});

test('before the first deposit the cash box offers deposit limits; declined, it is not offered again', async ({
  page,
  request,
}) => {
  const { tokens } = await registerThroughApi(request, 'offer', PASSWORD);
  await openSignedIn(page, tokens, '/');
  await waitForShell(page, 'en');
  let cashBox = await openCashBox(page);
  await expect(
    cashBox.getByText('Before your first deposit: would you like to set deposit limits?'),
  ).toBeVisible();
  await cashBox.getByRole('button', { name: 'No thanks' }).click();
  await expect(cashBox.getByRole('button', { name: 'No thanks' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(cashBox).toHaveCount(0);
  await page.reload();
  await waitForShell(page, 'en');
  cashBox = await openCashBox(page);
  await expect(cashBox.getByLabel('Amount in USD')).toBeVisible();
  await expect(
    cashBox.getByText('Before your first deposit: would you like to set deposit limits?'),
  ).toHaveCount(0);
});

test('a deposit limit refuses a larger deposit with the amount left; a time-out signs the player out and sign-in then only allows withdrawal', async ({
  page,
  request,
}) => {
  const { tokens, email } = await registerThroughApi(request, 'limits', PASSWORD);
  await openSignedIn(page, tokens, '/profile?tab=limits');
  await expect(page.getByRole('tab', { name: 'Responsible gambling' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // A 50 USD deposit limit over 24 hours applies at once.
  const form = page.getByRole('form', { name: 'Set or change a limit' });
  await form.getByLabel('Limit').selectOption('deposit');
  await form.getByLabel('Period').selectOption('day');
  await form.getByLabel('Amount (USD)').fill('50');
  await form.getByRole('button', { name: 'Save limit' }).click();
  const card = page.getByRole('listitem', { name: 'Deposit · 24 hours' });
  await expect(card).toContainText('$50.00');
  await expect(card).toContainText('$50.00 left');

  // The cash box offers 100 USD: refused, saying what is left.
  const cashBox = await openCashBox(page);
  await expect(cashBox.getByRole('link', { name: /Responsible gambling/ })).toBeVisible();
  await cashBox.getByLabel('Amount in USD').fill('100');
  await cashBox.getByRole('button', { name: 'Create Application' }).click();
  await expect(cashBox.getByRole('alert')).toContainText('Your deposit limit leaves 50.00 USD now');
  await expect(cashBox.getByRole('img', { name: 'QR code of the deposit address' })).toHaveCount(0);
  // Raising it waits 24 hours: back in the tab through the cash box's link.
  await cashBox.getByRole('link', { name: /Responsible gambling/ }).click();
  await expect(cashBox).toHaveCount(0);
  await form.getByLabel('Limit').selectOption('deposit');
  await form.getByLabel('Period').selectOption('day');
  await form.getByLabel('Amount (USD)').fill('500');
  await form.getByRole('button', { name: 'Save limit' }).click();
  await expect(card).toContainText('Raise to $500.00 requested.');
  await expect(card.getByRole('button', { name: 'Confirm change' })).toBeDisabled();

  // A 24-hour time-out, confirmed: the player is signed out everywhere.
  await page.getByRole('button', { name: 'Take a time-out' }).click();
  await page.getByLabel('I understand and want to start it now.').check();
  await page.getByRole('button', { name: 'Start my break' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('button', { name: text('en', 'shell', 'header.login'), exact: true }).first(),
  ).toBeVisible();
  const refresh = await request.post('/api/frontend/token/refresh/', { data: { refresh: tokens.refresh } });
  expect(refresh.status()).toBe(401);

  // Signing in again is allowed, to withdraw: the cash box shows the time-out instead of the
  // deposit form and leads to the withdrawal.
  await signInThroughDialog(page, email, PASSWORD);
  const closedCashBox = await openCashBox(page);
  await expect(closedCashBox.getByRole('status')).toContainText('You are on a time-out until');
  await expect(closedCashBox.getByRole('status')).toContainText('You can withdraw your balance.');
  await expect(closedCashBox.getByLabel('Amount in USD')).toHaveCount(0);
  await expect(closedCashBox.getByRole('button', { name: 'Create Application' })).toHaveCount(0);
  await closedCashBox.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(closedCashBox.getByRole('tab', { name: 'Withdraw' })).toHaveAttribute('aria-selected', 'true');
  await expect(closedCashBox.getByRole('tabpanel')).toContainText('Withdrawal');

  // A deposit asked for anyway is refused with the break's message.
  const signIn = await request.post('/api/frontend/token/', { data: { email, password: PASSWORD } });
  expect(signIn.status()).toBe(200);
  const { access } = (await signIn.json()) as { access: string };
  const deposit = await request.post('/api/frontend/payment/deposit/', {
    headers: { authorization: `Bearer ${access}` },
    data: { provider: 'TRX', token_type: 'USDT', usd_amount: 20 },
  });
  expect(deposit.status()).toBe(403);
  expect(((await deposit.json()) as { detail: string }).detail).toContain('You can still withdraw');
});

async function slotId(request: APIRequestContext, name: string): Promise<number> {
  const res = await request.get('/api/frontend/slot/?casino_type=casino&page_size=100');
  const game = ((await res.json()) as { results: Array<{ game_id: number; name: string }> }).results.find(
    (g) => g.name === name,
  );
  if (!game) throw new Error(`${name} is not in the catalogue`);
  return game.game_id;
}

test("a loss limit stops a slot mid-session with the game's message, and nothing moves", async ({
  page,
  request,
}) => {
  // The wager limit's refusals are covered by the API tests (limits.test.ts); the journey
  // is the loss limit, where wins give room back, so the slot may take more spins to reach it.
  // Most runs take under a minute; a run whose player wins big early needs to lose it all first.
  test.setTimeout(360_000);
  const player = await newFundedPlayer(request, 'loss-limit', 100);
  const set = await request.put('/api/frontend/limits/', {
    headers: player.headers,
    data: { kind: 'loss', period: 'day', amount: 20 },
  });
  expect(set.status()).toBe(200);
  await openSignedIn(
    page,
    player.tokens,
    `/game?gameId=${await slotId(request, 'Neon Fruits')}&isDemo=false`,
  );
  await waitForShell(page, 'en');
  const frame = page.frameLocator('iframe[title="Game"]');
  const spin = frame.getByRole('button', { name: 'Spin the reels' });
  await expect(spin).toBeEnabled({ timeout: 30_000 });
  const refusal = frame.getByText(/beyond your loss or wager limit/);
  const wallet = async () =>
    (
      (await (await request.get('/api/frontend/wallet/me/', { headers: player.headers })).json()) as {
        balance_usd: number;
      }
    ).balance_usd;
  const history = async () =>
    (await (
      await request.get('/api/frontend/games/history/?page_size=1', { headers: player.headers })
    ).json()) as { count: number; results: Array<{ bet: number }> };
  const lossLimit = async () => {
    const limits = await request.get('/api/frontend/limits/', { headers: player.headers });
    const [loss] = (
      (await limits.json()) as { limits: Array<{ kind: string; amount: number; used: number; left: number }> }
    ).limits;
    if (loss?.kind !== 'loss') throw new Error('no loss limit');
    return loss;
  };
  // Spins until the net loss leaves less than a stake. A win gives room back, so after each spin
  // that is not refused the player lowers the limit (a decrease applies at once) to what is used
  // plus a stake and a half: the next spin that loses half its stake or more then leaves less than
  // a stake. A player who is up is not stopped until the winnings are lost again, so after the first
  // spin the bet goes from 0.20 to 5.00: a winning streak at 0.20 once kept a player up by 25
  // stakes for longer than the test's time, and the same winnings are one stake at 5.00. A win
  // early at 5.00 still has to be lost again (once in CI, 40 spins were not enough): up to 80 spins,
  // each one's figures kept for the failure's message.
  let stake = 0;
  const spins: string[] = [];
  const raise = frame.getByRole('button', { name: /^Raise the bet/ });
  for (let i = 0; i < 80 && !(await refusal.isVisible()); i++) {
    await expect(spin).toBeEnabled({ timeout: 15_000 });
    const before = (await history()).count;
    await spin.click();
    await expect
      .poll(async () => (await refusal.isVisible()) || (await history()).count > before, { timeout: 15_000 })
      .toBe(true);
    if (await refusal.isVisible()) break;
    if (i === 0) {
      for (let step = 0; step < 4; step++) await raise.click();
      await expect(raise).toHaveAttribute('aria-label', /5\.00/);
      stake = 5;
    } else stake = (await history()).results[0]?.bet ?? stake;
    const { amount, used } = await lossLimit();
    spins.push(`stake ${stake} used ${used} of ${amount}`);
    const lower = Math.round((used + stake * 1.5) * 100) / 100;
    if (lower < amount) {
      const set = await request.put('/api/frontend/limits/', {
        headers: player.headers,
        data: { kind: 'loss', period: 'day', amount: lower },
      });
      expect(set.status()).toBe(200);
    }
  }
  await expect(refusal, `no refusal after ${spins.length} spins: ${spins.join('; ')}`).toBeVisible();
  const loss = await lossLimit();
  // Stakes minus wins never went beyond the limit, and what is left is less than the next stake.
  expect(loss.used).toBeLessThanOrEqual(loss.amount);
  expect(loss.left).toBeLessThan(stake);
  const balance = await wallet();
  await frame.getByRole('button', { name: 'Dismiss' }).click();
  await spin.click();
  await expect(refusal).toBeVisible({ timeout: 15_000 });
  expect(await wallet()).toBe(balance);
});

test('self-exclusion signs out everywhere and sign-up with the same e-mail is refused', async ({
  page,
  request,
}) => {
  // Two sign-ups and a sign-in through the dialogs, each waiting for the shell.
  test.setTimeout(240_000);
  const { tokens, email } = await registerThroughApi(request, 'excluded', PASSWORD);
  // A second device, signed in too.
  const other = await request.post('/api/frontend/token/', { data: { email, password: PASSWORD } });
  expect(other.status()).toBe(200);
  const otherTokens = (await other.json()) as { refresh: string };

  // Signing in here records this browser's device id with the session.
  await openApp(page, '/', 'en');
  const started = page.waitForResponse(
    (r) => r.url().endsWith('/api/frontend/sessions/') && r.request().method() === 'POST',
  );
  await signInThroughDialog(page, email, PASSWORD);
  expect((await started).ok()).toBe(true);
  await page.goto('/profile?tab=limits');
  await waitForShell(page, 'en');

  const exclusion = page.getByRole('heading', { name: 'Self-exclusion', exact: true }).locator('..');
  await exclusion.getByLabel('Length').selectOption('1y');
  await exclusion.getByRole('button', { name: 'Exclude myself' }).click();
  const confirm = page.getByRole('group', { name: 'Please confirm' });
  await expect(confirm).toContainText('You are excluding yourself for 1 year.');
  await confirm.getByLabel('I understand and want to start it now.').check();
  await confirm.getByRole('button', { name: 'Start my break' }).click();

  // Signed out here and on the other device.
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('button', { name: text('en', 'shell', 'header.login'), exact: true }).first(),
  ).toBeVisible();
  for (const refresh of [tokens.refresh, otherTokens.refresh]) {
    const res = await request.post('/api/frontend/token/refresh/', { data: { refresh } });
    expect(res.status()).toBe(401);
  }

  // Signing up again with the same e-mail is refused at the first step, without saying why more.
  const refusal = 'We cannot open an account for you: these details belong to a self-excluded player.';
  const opener = isMobile(page)
    ? text('en', 'shell', 'header.register')
    : text('en', 'shell', 'header.signUp');
  await page.getByRole('button', { name: opener, exact: true }).first().click();
  const signUp = page.getByRole('dialog', { name: text('en', 'auth', 'signUp.title') });
  await signUp.getByLabel(text('en', 'auth', 'email'), { exact: true }).fill(email.toUpperCase());
  await signUp.getByLabel(text('en', 'auth', 'password'), { exact: true }).fill(PASSWORD);
  await signUp.getByRole('button', { name: text('en', 'auth', 'signUp.continue'), exact: true }).click();
  await expect(signUp).toContainText(refusal);

  // Another e-mail from the same browser: the device is recognised when the sign-up is sent.
  await signUp.getByLabel(text('en', 'auth', 'email'), { exact: true }).fill(`new-${email}`);
  await signUp.getByRole('button', { name: text('en', 'auth', 'signUp.continue'), exact: true }).click();
  await signUp.getByLabel(text('en', 'auth', 'birthDate'), { exact: true }).pressSequentially('15061990');
  await signUp.getByLabel(text('en', 'auth', 'country'), { exact: true }).selectOption({ index: 1 });
  await signUp.getByRole('checkbox', { name: text('en', 'auth', 'consents.selectAll') }).check();
  await signUp.getByRole('button', { name: text('en', 'auth', 'signUp.finish'), exact: true }).click();
  await expect(signUp.getByRole('alert')).toContainText(refusal);
  const made = await request.post('/api/frontend/token/', {
    data: { email: `new-${email}`, password: PASSWORD },
  });
  expect(made.status()).toBe(401);
});

test('a reality check appears after the interval at the end of a round and blocks the next spin until acknowledged', async ({
  page,
  request,
}) => {
  // The journeys' server counts a reality-check minute as one second: 15 minutes pass in 15 seconds.
  const player = await newFundedPlayer(request, 'reality-check', 100);
  await openSignedIn(page, player.tokens, '/profile?tab=limits');
  const form = page.getByRole('form', { name: 'Reality checks' });
  await form.getByLabel('Remind me').selectOption('15');
  await form.getByRole('button', { name: 'Save reminder' }).click();
  await expect(form.getByText('Saved. It applies from now.')).toBeVisible();

  await page.goto(`/game?gameId=${await slotId(request, 'Neon Fruits')}&isDemo=false`);
  await waitForShell(page, 'en');
  const frame = page.frameLocator('iframe[title="Game"]');
  const spin = frame.getByRole('button', { name: 'Spin the reels' });
  const played = async () =>
    (
      (await (
        await request.get('/api/frontend/games/history/?page_size=1', { headers: player.headers })
      ).json()) as { count: number }
    ).count;
  const dialog = page.getByRole('dialog', { name: 'Reality check' });
  const session = async () =>
    (await (await request.get('/api/frontend/limits/session/', { headers: player.headers })).json()) as {
      check_due: boolean;
      check_due_at: string | null;
    };
  const spinRound = async () => {
    await expect(spin).toBeEnabled({ timeout: 15_000 });
    const before = await played();
    await spin.click();
    await expect.poll(played, { timeout: 15_000 }).toBeGreaterThan(before);
  };
  // The first round starts the session; rounds go on until the check is a few seconds away, and
  // the dialog then appears once the interval has passed, with no round in play.
  await spinRound();
  for (;;) {
    const dueAt = Date.parse((await session()).check_due_at ?? '');
    if (dueAt - Date.now() < 6_000) break;
    await spinRound();
    await page.waitForTimeout(1_500);
  }
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toContainText('Time played');
  await expect(dialog).toContainText('Net position');
  await expect(dialog.getByRole('link', { name: 'View my history' })).toHaveAttribute(
    'href',
    '/profile?tab=history',
  );
  await expect(dialog.getByRole('link', { name: 'Leave the game' })).toBeVisible();

  // The server takes no bet until the check is acknowledged, and the game under the dialog is out of reach.
  expect((await session()).check_due).toBe(true);
  const rounds = await played();
  await expect(spin.click({ timeout: 2_000 })).rejects.toThrow();
  expect(await played()).toBe(rounds);

  await dialog.getByRole('button', { name: 'Continue playing' }).click();
  await expect(dialog).toHaveCount(0);
  expect((await session()).check_due).toBe(false);
  await expect(spin).toBeEnabled({ timeout: 15_000 });
  await spin.click();
  await expect.poll(played, { timeout: 15_000 }).toBeGreaterThan(rounds);
});
