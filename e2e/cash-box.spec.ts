import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { actAsOwnClient, isMobile, text, uniqueEmail, waitForShell } from './support';

interface Tokens {
  access: string;
  refresh: string;
}

/** A fresh player made through the API, signed in by storing the tokens as the app does. */
async function signedInPlayer(page: Page, request: APIRequestContext): Promise<Tokens> {
  const res = await request.post('/api/frontend/user/register/', {
    data: {
      email: uniqueEmail('cashbox'),
      password: 'Deposit2026ok',
      date_of_birth: '1990-01-01',
      country: 1,
    },
  });
  expect(res.status()).toBe(201);
  const { tokens } = (await res.json()) as { tokens: Tokens };
  await actAsOwnClient(page);
  await page.addInitScript((t) => {
    window.localStorage.setItem('language', 'en');
    window.localStorage.setItem('accessToken', JSON.stringify(t.access));
    window.localStorage.setItem('refreshToken', JSON.stringify(t.refresh));
  }, tokens);
  await page.goto('/');
  await waitForShell(page, 'en');
  return tokens;
}

async function openCashBox(page: Page) {
  const name = isMobile(page) ? text('en', 'shell', 'header.cashier') : text('en', 'shell', 'header.deposit');
  await page.getByRole('button', { name, exact: true }).first().click();
  return page.getByRole('dialog', { name: text('en', 'wallet', 'cashBox.title') });
}

test('a new player deposits 100 USD and sees the balance and the history update', async ({
  page,
  request,
}) => {
  const tokens = await signedInPlayer(page, request);
  const balance = page.getByTestId('balance-amount').first();
  await expect(balance).toHaveText('$0.00');

  const cashBox = await openCashBox(page);
  await expect(cashBox.getByLabel('Amount in USD')).toHaveValue('100');
  await expect(cashBox.getByText('Min amount: 10.00')).toBeVisible();
  await cashBox.getByRole('button', { name: 'Create Application' }).click();

  await expect(cashBox.getByRole('img', { name: 'QR code of the deposit address' })).toBeVisible();
  await expect(cashBox.getByRole('tab', { name: 'Withdraw' })).toHaveCount(0);
  await expect(cashBox.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);
  await cashBox.getByRole('button', { name: 'Sent' }).click();
  await expect(cashBox.getByText('We are waiting for your deposit')).toBeVisible();

  // The simulated chain confirms the application through the signed webhook path.
  const deposits = await request.get('/api/frontend/payment/deposits/', {
    headers: { Authorization: `Bearer ${tokens.access}` },
  });
  const [application] = (await deposits.json()) as Array<{ id: string }>;
  expect(application).toBeDefined();
  const confirm = await request.post(`/api/dev/payments/${application?.id}/confirm`, { data: {} });
  expect(confirm.ok()).toBe(true);
  const { tx_id: txId } = (await confirm.json()) as { tx_id: string };
  // The chain reporting the same transaction again moves nothing.
  const again = await request.post(`/api/dev/payments/${application?.id}/confirm`, { data: { tx_id: txId } });
  expect(await again.json()).toMatchObject({ status: 'duplicate_tx' });

  // Within one 15-second poll the dialog closes and the header shows the new balance.
  await expect(cashBox).toHaveCount(0, { timeout: 20_000 });
  await expect(balance).toHaveText('$100.00');

  await page
    .getByRole('link', { name: text('en', 'shell', 'header.profile') })
    .first()
    .click();
  await page.getByRole('tab', { name: 'History' }).click();
  const history = page.getByRole('table', { name: 'Transaction history' });
  const deposit = history.getByRole('row').filter({ hasText: 'Deposit' }).first();
  await expect(deposit).toContainText('100.00');
  // The row names the chain transaction that credited it.
  await expect(deposit.getByTitle(txId)).toBeVisible();
  await expect(page.getByTestId('total-deposits')).toContainText('100.00');
});

test('a payment that arrives after the deposit window ran out is credited and the header balance rises', async ({
  page,
  request,
}) => {
  // The browser's clock is the test's, so the 15-minute window can run out without waiting.
  await page.clock.install();
  const tokens = await signedInPlayer(page, request);
  const balance = page.getByTestId('balance-amount').first();
  await expect(balance).toHaveText('$0.00');

  const cashBox = await openCashBox(page);
  await cashBox.getByRole('button', { name: 'Create Application' }).click();
  await expect(cashBox.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);
  await expect(cashBox.getByText(text('en', 'wallet', 'application.creditRule'))).toBeVisible();
  await cashBox.getByRole('button', { name: 'Sent' }).click();

  const deposits = await request.get('/api/frontend/payment/deposits/', {
    headers: { Authorization: `Bearer ${tokens.access}` },
  });
  const [application] = (await deposits.json()) as Array<{ id: string; wallet_address: string }>;
  if (!application) throw new Error('no deposit application');

  // The window runs out: on the server (a development route that closes it now, as the expiry
  // job would after 900 s) and on the cash box's countdown, which closes the dialog.
  const expired = await request.post(`/api/dev/payments/${application.id}/expire`);
  expect(await expired.json()).toMatchObject({ status: 'expired' });
  await page.clock.fastForward('15:01');
  await expect(cashBox).toHaveCount(0);
  await expect(balance).toHaveText('$0.00');

  // Then the chain pays the player's address: the signed webhook credits it at the current rate.
  const paid = await request.post(`/api/dev/payments/${application.wallet_address}/confirm`, {
    data: { amount: '100' },
  });
  const payment = (await paid.json()) as { status: string; application_id?: string; tx_id: string };
  expect(payment.status).toBe('credited');
  expect(payment.application_id).toBeUndefined();

  // The header keeps reading the balance after the window closed; the next read shows the money.
  await page.clock.fastForward('00:16');
  await expect(balance).toHaveText('$100.00');

  await page
    .getByRole('link', { name: text('en', 'shell', 'header.profile') })
    .first()
    .click();
  await page.getByRole('tab', { name: 'History' }).click();
  const history = page.getByRole('table', { name: 'Transaction history' });
  const credited = history.getByRole('row').filter({ hasText: 'Completed' });
  await expect(credited).toHaveCount(1);
  await expect(credited).toContainText('100.00');
  await expect(credited.getByTitle(payment.tx_id)).toBeVisible();
  await expect(history.getByRole('row').filter({ hasText: 'Expired' })).toHaveCount(1);
});

test('an unverified player is asked to verify before withdrawing', async ({ page, request }) => {
  await signedInPlayer(page, request);
  const cashBox = await openCashBox(page);
  await cashBox.getByRole('tab', { name: 'Withdraw' }).click();
  await expect(
    cashBox.getByText('Withdrawal is unavailable. To continue you need to verify your account.'),
  ).toBeVisible();
  await cashBox.getByRole('button', { name: 'Verify account' }).click();
  await expect(page).toHaveURL(/\/profile/);
  await expect(cashBox).toHaveCount(0);
});
