import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import enBonuses from '../apps/web/src/locales/en/bonuses.json' with { type: 'json' };
import {
  chooseSuperBonusAndDeposit,
  confirmEmailCode,
  fillSignUpDialog,
  openSignedIn,
  registerThroughApi,
  isMobile,
  openApp,
  payNewestDeposit,
  signInThroughDialog,
  text,
  uniqueEmail,
  waitForShell,
} from './support';

const PASSWORD = 'Bonus2026ok';
const b = enBonuses;

function superDialog(page: Page) {
  return page.getByRole('dialog', { name: b.super.title });
}
function leaveDialog(page: Page) {
  return page.getByRole('dialog', { name: b.super.leaveTitle });
}
function depositDialog(page: Page) {
  return page.getByRole('dialog', { name: b.deposit.title });
}

/** A player made through the API (not offered anything yet); the tokens and the Authorization header. */
const apiPlayer = (request: APIRequestContext) => registerThroughApi(request, 'bonus', PASSWORD);

const myBonus = (page: Page) => page.getByRole('region', { name: b.my.title });
const promo = (page: Page) => page.getByRole('region', { name: b.promo.title });
const available = (page: Page) => page.getByRole('region', { name: b.available.title });

test('a guest visiting /bonuses gets the login dialog and lands on the lobby; Bonuses is not in the menu', async ({
  page,
}) => {
  await openApp(page, '/bonuses', 'en');
  await expect(page.getByRole('dialog', { name: text('en', 'auth', 'signIn.title') })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  if (isMobile(page)) {
    await page.getByRole('dialog', { name: text('en', 'auth', 'signIn.title') }).press('Escape');
    await page.getByRole('button', { name: text('en', 'shell', 'header.menu') }).click();
  }
  const nav = page.getByRole('navigation', { name: text('en', 'shell', 'nav.label') }).last();
  await expect(nav.getByRole('link', { name: text('en', 'shell', 'nav.tournaments') })).toBeVisible();
  await expect(nav.getByRole('link', { name: text('en', 'shell', 'nav.bonuses') })).toHaveCount(0);
});

test('a new player is offered the super bonus after signing up, leaves it (No returns, Yes declines) and it is not offered again', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('super-leave');
  await openApp(page, '/', 'en');
  await fillSignUpDialog(page, email, PASSWORD);

  // The e-mail code comes first; the super bonus waits for it.
  await expect(page.getByRole('dialog', { name: text('en', 'auth', 'confirm.emailTitle') })).toBeVisible();
  await expect(superDialog(page)).toHaveCount(0);
  await confirmEmailCode(page, request, email);

  const offer = superDialog(page);
  await expect(offer).toBeVisible();
  await expect(offer.getByText(b.super.text)).toBeVisible();
  if (isMobile(page)) {
    // One card at a time in the carousel; the arrows go round.
    const carousel = offer.getByRole('region', { name: b.super.choices });
    await expect(carousel.getByRole('group', { name: '1 of 4' })).toBeVisible();
    await carousel.getByRole('button', { name: b.super.previous }).click();
    await expect(carousel.getByRole('button', { name: 'Show bonus 4' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(carousel.getByRole('button', { name: b.actions.choose })).toHaveCount(1);
  } else {
    // Three casino options and the sports welcome free bet.
    await expect(offer.getByRole('list', { name: b.super.choices }).getByRole('listitem')).toHaveCount(4);
    await expect(offer.getByRole('button', { name: b.actions.choose })).toHaveCount(4);
  }

  // Closing asks; No brings the choices back.
  await offer.getByRole('button', { name: b.super.leaveTitle }).click();
  await expect(leaveDialog(page).getByText(b.super.leaveText)).toBeVisible();
  await leaveDialog(page).getByRole('button', { name: b.super.no, exact: true }).click();
  await expect(superDialog(page)).toBeVisible();
  await expect(leaveDialog(page)).toHaveCount(0);

  // Yes declines for good.
  await superDialog(page).press('Escape');
  await leaveDialog(page).getByRole('button', { name: b.super.yes, exact: true }).click();
  await expect(leaveDialog(page)).toHaveCount(0);
  await expect(superDialog(page)).toHaveCount(0);

  const access = await page.evaluate(
    () => JSON.parse(window.localStorage.getItem('accessToken') ?? '""') as string,
  );
  const left = await request.get('/api/frontend/bonus/super/', {
    headers: { authorization: `Bearer ${access}` },
  });
  expect(await left.json()).toEqual([]);

  await page.reload();
  await waitForShell(page, 'en');
  await page.waitForTimeout(1500);
  await expect(superDialog(page)).toHaveCount(0);
});

test('a new player chooses a super bonus, deposits through its dialog and sees it active at 0% wagered', async ({
  page,
  request,
}) => {
  const player = await apiPlayer(request);
  await openApp(page, '/', 'en');
  await signInThroughDialog(page, player.email, PASSWORD);

  const offer = superDialog(page);
  await expect(offer).toBeVisible();
  // The first choice shown (on a phone, the carousel's centred card).
  const card = offer
    .getByTestId('bonus-card')
    .filter({ has: page.getByRole('button', { name: b.actions.choose }) })
    .first();
  const title = (await card.getByRole('heading').textContent()) ?? '';
  expect(title).not.toBe('');
  await card.getByRole('button', { name: b.actions.choose }).click();

  // The bonus deposit dialog: the caption, the chosen card and a cash box with Deposit only.
  const dialog = depositDialog(page);
  await expect(dialog).toBeVisible();
  await expect(superDialog(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/bonuses$/);
  await expect(dialog.getByText('Top up your account. Please make a deposit over USD 80.00')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
  await expect(dialog.getByRole('tab')).toHaveCount(1);
  await expect(dialog.getByRole('tab', { name: text('en', 'wallet', 'cashBox.deposit') })).toBeVisible();
  await expect(dialog.getByRole('tab', { name: text('en', 'wallet', 'cashBox.withdraw') })).toHaveCount(0);

  // Meanwhile the page shows the bonus waiting for its deposit.
  await expect(myBonus(page).getByText(b.card.pending)).toBeVisible();

  await dialog.getByRole('button', { name: 'Create Application' }).click();
  await expect(dialog.getByRole('img', { name: 'QR code of the deposit address' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Sent' }).click();
  await expect(dialog.getByText('We are waiting for your deposit')).toBeVisible();
  await payNewestDeposit(request, player.headers);

  // Within one 15-second poll the dialog closes; the bonus is granted and nothing is wagered yet.
  await expect(dialog).toHaveCount(0, { timeout: 25_000 });
  const mine = myBonus(page);
  await expect(mine.getByRole('heading', { name: title })).toBeVisible();
  await expect(mine.getByText(b.card.active, { exact: true })).toBeVisible();
  const bar = mine.getByRole('progressbar', { name: b.my.progress });
  await expect(bar).toHaveAttribute('aria-valuenow', '0');
  await expect(mine.getByTestId('wager-percent')).toHaveText('0%');
  await expect(mine.getByText(/Wagering contributions: Slots 100%/)).toBeVisible();
  await expect(mine.getByRole('button', { name: b.actions.deactivate })).toBeVisible();
});

test('a promo code: Activate waits for a code, a wrong code is refused, the demo code works once', async ({
  page,
  request,
}) => {
  const player = await apiPlayer(request);
  await openSignedIn(page, player.tokens, '/bonuses');
  const section = promo(page);
  const input = section.getByLabel(b.promo.label, { exact: true });
  const activate = section.getByRole('button', { name: b.promo.activate, exact: true });
  await expect(section.getByText(b.promo.usedEmpty)).toBeVisible();

  await expect(activate).toBeDisabled();
  await input.fill('   ');
  await expect(activate).toBeDisabled();

  await input.fill('NOSUCHCODE');
  await activate.click();
  await expect(section.getByRole('alert')).toHaveText('This promo code does not exist.');
  // The message shows only while there is a code in the input.
  await input.fill('');
  await expect(section.getByRole('alert')).toHaveCount(0);

  await input.fill('WELCOME50');
  await activate.click();
  await expect(section.getByText(b.promo.activated)).toBeVisible();
  await expect(input).toHaveValue('');
  const used = section.getByRole('list', { name: b.promo.usedTitle });
  await expect(used.getByText('WELCOME50')).toBeVisible();
  await expect(used.getByText('50 promo spins')).toBeVisible();
  // The code's bonus is the player's now, waiting for its deposit.
  await expect(myBonus(page).getByRole('heading', { name: '50 promo spins' })).toBeVisible();
  await expect(myBonus(page).getByText(b.card.pending)).toBeVisible();
  const offer = available(page).getByTestId('bonus-card').filter({ hasText: '50 promo spins' });
  await expect(offer.getByRole('button', { name: b.actions.deposit })).toBeVisible();

  await input.fill('welcome50');
  await activate.click();
  await expect(section.getByRole('alert')).toHaveText('You have already used this promo code.');
  await expect(used.getByRole('listitem')).toHaveCount(1);
});

test('deactivating the active bonus after confirming removes it', async ({ page, request }) => {
  const player = await apiPlayer(request);
  // Chosen and funded through the API: a super bonus granted by an 100 USD deposit.
  const chosen = await chooseSuperBonusAndDeposit(request, player.headers, 100);

  await openSignedIn(page, player.tokens, '/bonuses');
  await expect(myBonus(page).getByRole('heading', { name: chosen.title })).toBeVisible();
  await expect(myBonus(page).getByText(b.card.active, { exact: true })).toBeVisible();

  // A super bonus is not among the Available offers: it is cancelled from My bonus.
  const deactivate = myBonus(page).getByRole('button', { name: b.actions.deactivate });
  await deactivate.click();
  const confirm = page.getByRole('dialog', { name: b.confirm.deactivateTitle });
  await expect(confirm.getByText(b.confirm.deactivateText)).toBeVisible();
  // No keeps it.
  await confirm.getByRole('button', { name: b.confirm.no, exact: true }).click();
  await expect(confirm).toHaveCount(0);
  await expect(myBonus(page).getByRole('heading', { name: chosen.title })).toBeVisible();

  await deactivate.click();
  await confirm.getByRole('button', { name: b.confirm.yes, exact: true }).click();
  await expect(confirm).toHaveCount(0);
  await expect(myBonus(page).getByText(b.my.none)).toBeVisible();
  await expect(page.getByRole('button', { name: b.actions.deactivate })).toHaveCount(0);
});
