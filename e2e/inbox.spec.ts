import { expect, test, type Page } from '@playwright/test';
import enInbox from '../apps/web/src/locales/en/inbox.json' with { type: 'json' };
import esInbox from '../apps/web/src/locales/es/inbox.json' with { type: 'json' };
import {
  actAsOwnClient,
  depositThroughApi,
  isMobile,
  openSignedIn,
  payNewestDeposit,
  registerThroughApi,
  text,
  waitForShell,
  type Tokens,
} from './support';

// The inbox in the browser (document 1, sections 2 and 7): a real deposit through the cash box
// and the simulated chain puts a message in the player's inbox, the header's badge appears, the
// message opens and its button goes to its route; deleting it empties the inbox for good.

const PASSWORD = 'Inbox2026ok';

function inboxButton(page: Page, name: string | RegExp = text('en', 'shell', 'header.inbox')) {
  return page.getByRole('banner').getByRole('button', { name, exact: typeof name === 'string' });
}

async function openCashBox(page: Page) {
  const name = isMobile(page) ? text('en', 'shell', 'header.cashier') : text('en', 'shell', 'header.deposit');
  await page.getByRole('button', { name, exact: true }).first().click();
  return page.getByRole('dialog', { name: text('en', 'wallet', 'cashBox.title') });
}

test('a deposit brings a message whose button opens the history; deleting it empties the inbox', async ({
  page,
  request,
}) => {
  const player = await registerThroughApi(request, 'inbox', PASSWORD);
  await openSignedIn(page, player.tokens, '/');

  // A new player's inbox is empty: no badge, and the empty state when opened.
  await expect(inboxButton(page)).toBeVisible();
  await expect(page.getByTestId('inbox-badge')).toHaveCount(0);
  await inboxButton(page).click();
  const inbox = page.getByRole('dialog', { name: enInbox.title });
  await expect(inbox.getByText(enInbox.empty.title)).toBeVisible();
  await inbox.getByRole('button', { name: enInbox.close }).click();
  await expect(inbox).toHaveCount(0);

  // The player deposits 100 USD through the cash box; the simulated chain pays the application.
  const cashBox = await openCashBox(page);
  await cashBox.getByRole('button', { name: 'Create Application' }).click();
  await cashBox.getByRole('button', { name: 'Sent' }).click();
  await payNewestDeposit(request, player.headers);
  await expect(cashBox).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByTestId('balance-amount').first()).toHaveText('$100.00');

  // The new balance brings the inbox up to date: the badge counts one message.
  const badge = page.getByTestId('inbox-badge');
  await expect(badge).toHaveText('1');
  await inboxButton(page, 'Inbox, 1 message').click();
  await expect(inbox).toBeVisible();
  const row = inbox.getByTestId('inbox-message');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Deposit credited');
  await expect(row).toContainText('$100.00 is on your balance');
  await expect(row.locator('img')).toHaveAttribute('src', '/inbox/deposit-credited.svg');

  // The message: Back, its image, title, text and its button, which goes to the history.
  await row.getByRole('button', { name: 'Deposit credited', exact: true }).click();
  const message = page.getByRole('dialog', { name: 'Deposit credited' });
  await expect(message.getByRole('heading', { name: 'Deposit credited' })).toBeVisible();
  await expect(
    message.getByText(/\$100\.00 is on your balance: your payment of 100 USDT has been confirmed/),
  ).toBeVisible();
  await expect(message.getByRole('button', { name: enInbox.back })).toBeVisible();
  const image = message.locator('img');
  await expect(image).toHaveAttribute('src', '/inbox/deposit-credited.svg');
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await message.getByRole('button', { name: 'View history' }).click();
  await expect(page).toHaveURL(/\/profile\?tab=history$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
  const history = page.getByRole('table', { name: 'Transaction history' });
  await expect(history.getByRole('row').filter({ hasText: 'Deposit' }).first()).toContainText('100.00');

  // Deleting the message empties the inbox, and it stays deleted after a reload.
  await inboxButton(page, 'Inbox, 1 message').click();
  await inbox.getByRole('button', { name: 'Delete message: Deposit credited' }).click();
  await expect(inbox.getByText(enInbox.empty.title)).toBeVisible();
  await expect(badge).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(inbox).toHaveCount(0);
  await page.reload();
  await waitForShell(page, 'en');
  await expect(inboxButton(page)).toBeVisible();
  await inboxButton(page).click();
  await expect(inbox.getByText(enInbox.empty.title)).toBeVisible();
  await expect(badge).toHaveCount(0);
});

test("the inbox speaks the player's language, and Back returns from a message to the list", async ({
  page,
  request,
}) => {
  const player = await registerThroughApi(request, 'inbox-es', PASSWORD);
  await depositThroughApi(request, player.headers, 250);
  await openSpanish(page, player.tokens);

  const button = inboxButton(page, 'Buzón, 1 mensaje');
  await expect(button).toBeVisible();
  await expect(page.getByTestId('inbox-badge')).toHaveText('1');
  await button.click();
  const inbox = page.getByRole('dialog', { name: esInbox.title });
  await expect(inbox.getByText('1 mensaje')).toBeVisible();
  await inbox.getByRole('button', { name: 'Depósito acreditado', exact: true }).click();
  const message = page.getByRole('dialog', { name: 'Depósito acreditado' });
  await expect(message.getByText(/250,00\sUS\$ ya están en tu saldo/)).toBeVisible();
  await expect(message.getByRole('button', { name: 'Ver historial' })).toBeVisible();
  await message.getByRole('button', { name: esInbox.back }).click();
  await expect(message).toHaveCount(0);
  await expect(inbox.getByRole('button', { name: 'Depósito acreditado', exact: true })).toBeVisible();

  // On a phone the inbox fills the screen; on a laptop it is a column at the right edge.
  const box = await inbox.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('no inbox box');
  if (isMobile(page)) {
    expect(box.width).toBeGreaterThanOrEqual(viewport.width - 1);
    expect(box.height).toBeGreaterThanOrEqual(viewport.height - 1);
  } else {
    expect(box.width).toBeLessThanOrEqual(440);
    expect(Math.round(box.x + box.width)).toBe(viewport.width);
  }
  await inbox.getByRole('button', { name: esInbox.close }).click();
  await expect(inbox).toHaveCount(0);
});

/** Opens the app in Spanish as a returning player whose tokens are stored. */
async function openSpanish(page: Page, tokens: Tokens): Promise<void> {
  await actAsOwnClient(page);
  await page.addInitScript((t) => {
    window.localStorage.setItem('language', 'es');
    window.localStorage.setItem('accessToken', JSON.stringify(t.access));
    window.localStorage.setItem('refreshToken', JSON.stringify(t.refresh));
  }, tokens);
  await page.goto('/');
  await waitForShell(page, 'es');
}
