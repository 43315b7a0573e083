import { expect, test, type Page } from '@playwright/test';
import { isMobile, openSignedIn, registerThroughApi, text } from './support';

const PASSWORD = 'Limits2026ok';

async function openCashBox(page: Page) {
  const name = isMobile(page) ? text('en', 'shell', 'header.cashier') : text('en', 'shell', 'header.deposit');
  await page.getByRole('button', { name, exact: true }).first().click();
  return page.getByRole('dialog', { name: text('en', 'wallet', 'cashBox.title') });
}

test('a deposit limit refuses a larger deposit with the amount left; a time-out signs the player out', async ({
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

  // Signing in again is allowed (to withdraw), but no deposit.
  const signIn = await request.post('/api/frontend/token/', { data: { email, password: PASSWORD } });
  expect(signIn.status()).toBe(200);
  const { access } = (await signIn.json()) as { access: string };
  const deposit = await request.post('/api/frontend/payment/deposit/', {
    headers: { authorization: `Bearer ${access}` },
    data: { provider: 'TRX', token_type: 'USDT', usd_amount: 20 },
  });
  expect(deposit.status()).toBe(403);
});
