import { expect, test, type Page } from '@playwright/test';
import enSupport from '../apps/web/src/locales/en/support.json' with { type: 'json' };
import esSupport from '../apps/web/src/locales/es/support.json' with { type: 'json' };
import { isMobile, openApp, openSignedIn, registerThroughApi, text, waitForShell } from './support';

// The support chat in the browser (document 1, sections 2 and 4; docs/decisions/018): a question
// in Spanish answered from the Spanish welcome bonus terms with the section cited; a call for a
// chat manager whom an operator answers, seen within one 5-second poll in two tabs; images
// checked by their bytes; a guest asked to log in.

/** A new player with the super bonus declined (its dialog would cover the page), signed in at /. */
async function newPlayer(page: Page, request: Parameters<typeof registerThroughApi>[0]) {
  const player = await registerThroughApi(request, 'support', 'Support2026');
  expect((await request.post('/api/frontend/bonus_reject/', { headers: player.headers })).ok()).toBe(true);
  await openSignedIn(page, player.tokens, '/');
  return player;
}

/** Spanish through the header's language menu, as a player would choose it. */
async function chooseSpanish(page: Page): Promise<void> {
  await page.getByRole('button', { name: `${text('en', 'shell', 'header.language')}: English, EN` }).click();
  await page.getByRole('menuitemradio', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
}

const panelOf = (page: Page, texts: typeof enSupport) => page.getByRole('region', { name: texts.title });

test('a question in Spanish is answered from the Spanish welcome bonus terms, citing the section', async ({
  page,
  request,
}) => {
  await newPlayer(page, request);
  await chooseSpanish(page);
  await page.getByRole('button', { name: esSupport.open }).click();
  const panel = panelOf(page, esSupport);
  await expect(panel.getByText(esSupport.status.assistant)).toBeVisible();
  await expect(panel.getByText(esSupport.greeting)).toBeVisible();

  const box = panel.getByPlaceholder(esSupport.placeholder);
  await box.fill('¿Cuánto es el bono del primer depósito?');
  await box.press('Enter');
  const log = panel.getByRole('log', { name: esSupport.conversation });
  await expect(log.getByText('¿Cuánto es el bono del primer depósito?')).toBeVisible();
  const source = log.locator('a[href="/faq/welcome-bonuses#first-deposit"]');
  await expect(source).toBeVisible();
  // The answer quotes the Spanish page in Spanish, naming it.
  await expect(log.getByText(/^De «/)).toBeVisible();
  await expect(log.getByText(/75 ?%/).first()).toBeVisible();

  await source.click();
  await expect(page).toHaveURL(/\/faq\/welcome-bonuses#first-deposit$/);
  // On a phone the sheet steps aside for the page it cites; a desktop keeps the chat beside it.
  if (isMobile(page)) await expect(panel).toHaveCount(0);
  else await expect(panel).toBeVisible();
});

test('a chat manager called from the chat answers, and both tabs show it within one poll', async ({
  page,
  request,
}) => {
  const player = await newPlayer(page, request);
  await chooseSpanish(page);
  await page.getByRole('button', { name: esSupport.open }).click();
  const first = panelOf(page, esSupport);
  const box = first.getByPlaceholder(esSupport.placeholder);
  await box.fill('Mi depósito no aparece');
  await box.press('Enter');
  await expect(first.getByRole('log').getByText('Mi depósito no aparece')).toBeVisible();

  // A second tab of the same browser: the open chat and the language come with it.
  const other = await page.context().newPage();
  await other.goto('/');
  await waitForShell(other, 'es');
  const second = panelOf(other, esSupport);
  await expect(second.getByRole('log').getByText('Mi depósito no aparece')).toBeVisible();

  await first.getByRole('button', { name: esSupport.callManager }).click();
  await expect(first.getByText(esSupport.managerCalled)).toBeVisible();
  await expect(first.getByText(esSupport.status.waiting)).toBeVisible();
  await other.bringToFront();
  await expect(second.getByText(esSupport.status.waiting)).toBeVisible({ timeout: 7_000 });
  await page.bringToFront();

  // Whatever the player writes now waits for the person; the assistant stays silent.
  await box.fill('¿Hola?');
  await box.press('Enter');
  await expect(first.getByRole('log').getByText('¿Hola?')).toBeVisible();
  await expect(first.getByText(esSupport.typing)).toHaveCount(0);

  // The operator answers (the development route runs the support:reply command's service call).
  const reply = 'Hola, soy Ana. Ya veo tu depósito, lo revisamos ahora mismo.';
  const answered = await request.post('/api/dev/support/reply', {
    data: { email: player.email, content: reply },
  });
  expect(answered.status()).toBe(200);
  // One poll: the 5-second interval, plus the request and the render on a busy machine. The tab in
  // front shows it first; the other when the player comes back to it (a browser slows the timers
  // of tabs in the background).
  const onePoll = { timeout: 7_000 };
  for (const [tab, panel] of [
    [other, second],
    [page, first],
  ] as const) {
    await tab.bringToFront();
    await expect(panel.getByRole('log').getByText(reply)).toBeVisible(onePoll);
    await expect(panel.getByRole('log').getByText(esSupport.author.manager, { exact: true })).toBeVisible();
    await expect(panel.getByText(esSupport.status.manager)).toBeVisible(onePoll);
  }

  // Closing the chat in one tab closes it in the other.
  await second.getByRole('button', { name: esSupport.close }).first().click();
  await expect(second).toHaveCount(0);
  await expect(first).toHaveCount(0);
  await other.close();
});

test('an image is sent with a message, and a file that only claims to be one is refused', async ({
  page,
  request,
}) => {
  await newPlayer(page, request);
  await page.getByRole('button', { name: enSupport.open }).click();
  const panel = panelOf(page, enSupport);
  const fileInput = panel.locator('input[type="file"]');
  await expect(fileInput).toHaveAttribute('accept', 'image/*,.heic,.heif');

  // A 1x1 PNG.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  await fileInput.setInputFiles({ name: 'deposit.png', mimeType: 'image/png', buffer: png });
  await expect(panel.getByText('deposit.png')).toBeVisible();
  await panel.getByPlaceholder(enSupport.placeholder).fill('My deposit screen');
  await panel.getByRole('button', { name: enSupport.send }).click();
  const log = panel.getByRole('log');
  const image = log.getByRole('img', { name: enSupport.image });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1);
  await expect(log.getByText(/^Thank you for the image|^I'm sorry|^From /).first()).toBeVisible();

  // Text dressed as a JPEG passes the browser's check; the server reads its bytes and refuses it.
  await fileInput.setInputFiles({
    name: 'receipt.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('this is not a photo'),
  });
  await panel.getByRole('button', { name: enSupport.send }).click();
  await expect(panel.getByRole('alert')).toHaveText('Attach a JPEG, PNG, WebP, HEIC or HEIF image.');
  await expect(panel.getByText('receipt.jpg')).toBeVisible();
  // And a PDF is refused before it leaves the browser.
  await fileInput.setInputFiles({
    name: 'scan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7'),
  });
  await expect(panel.getByRole('alert')).toHaveText(enSupport.errors.notImage);
});

test('a guest is asked to log in before chatting', async ({ page }) => {
  await openApp(page, '/', 'en');
  await page.getByRole('button', { name: enSupport.open }).click();
  const panel = panelOf(page, enSupport);
  await expect(panel.getByRole('heading', { name: enSupport.guest.title })).toBeVisible();
  await expect(panel.getByPlaceholder(enSupport.placeholder)).toHaveCount(0);
  await panel.getByRole('button', { name: enSupport.guest.login }).click();
  await expect(page.getByRole('dialog', { name: text('en', 'auth', 'signIn.title') })).toBeVisible();
});
