import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import enWheel from '../apps/web/src/locales/en/wheel.json' with { type: 'json' };
import { actAsOwnClient, isMobile, openApp, text, uniqueEmail, waitForShell } from './support';

interface Tokens {
  access: string;
  refresh: string;
}

interface WheelState {
  bonuses: Array<{ id: number; label: string }>;
  can_spin: boolean;
  next_spin_at: string | null;
}

/** A fresh player made through the API, signed in by storing the tokens as the app does. */
async function signedInPlayer(page: Page, request: APIRequestContext): Promise<Tokens> {
  const res = await request.post('/api/frontend/user/register/', {
    data: { email: uniqueEmail('wheel'), password: 'Wheel2026ok', date_of_birth: '1990-01-01', country: 1 },
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

/** Opens the wheel where the shell offers it: the sidebar on a laptop, the menu on a phone. */
async function openWheel(page: Page) {
  const name = text('en', 'shell', 'nav.wheel');
  if (isMobile(page)) {
    await page.getByRole('button', { name: text('en', 'shell', 'header.menu') }).click();
    await page.getByRole('dialog').getByRole('button', { name, exact: true }).click();
  } else {
    await page
      .getByRole('navigation', { name: text('en', 'shell', 'nav.label') })
      .getByRole('button', { name, exact: true })
      .click();
  }
  return page.getByRole('dialog', { name: enWheel.title });
}

/** The angle the rotor is drawn at now (from its computed transform), in degrees. */
async function drawnAngle(page: Page): Promise<number> {
  return page
    .getByTestId('fortune-wheel')
    .locator('[data-rotation]')
    .evaluate((el) => {
      const matrix = new DOMMatrixReadOnly(getComputedStyle(el).transform);
      return (Math.atan2(matrix.b, matrix.a) * 180) / Math.PI;
    });
}

test('a player spins once a day and the wheel stops on the prize the server drew', async ({
  page,
  request,
}) => {
  const tokens = await signedInPlayer(page, request);
  const wheel = await openWheel(page);
  const spin = wheel.getByRole('button', { name: enWheel.spin, exact: true });
  await expect(spin).toBeEnabled();
  const segments = Number(await wheel.getByTestId('fortune-wheel').getAttribute('data-segments'));
  expect(segments).toBeGreaterThan(1);

  const answered = page.waitForResponse((r) => r.url().includes('/api/frontend/wheel/spin/'));
  await spin.click();
  const response = await answered;
  expect(response.status()).toBe(200);
  const drawn = (await response.json()) as { prize_id: number; index: number; bonus: { id: number } };

  const state = await request.get('/api/frontend/wheel_bonuses/', {
    headers: { Authorization: `Bearer ${tokens.access}` },
  });
  const [live] = (await state.json()) as WheelState[];
  const prize = live?.bonuses.find((p) => p.id === drawn.prize_id);
  expect(prize).toBeDefined();
  expect(live?.bonuses[drawn.index]?.id).toBe(drawn.prize_id);
  expect(live?.can_spin).toBe(false);

  // The turn takes about five seconds; then the prize card shows the server's prize.
  const card = wheel.getByTestId('wheel-prize');
  await expect(card).toBeVisible({ timeout: 12_000 });
  await expect(card.getByText(prize?.label ?? '-', { exact: true })).toBeVisible();
  await expect(wheel.getByTestId('wheel-announcement')).toHaveText(
    `The wheel stopped. You won ${prize?.label}.`,
  );

  // Where the wheel is drawn: the segment under the pointer is the drawn one.
  const angle = await drawnAngle(page);
  const underPointer = (((-angle % 360) + 360) % 360) / (360 / segments);
  expect(Math.floor(underPointer)).toBe(drawn.index);
  await expect(wheel.locator(`[data-index="${drawn.index}"]`)).toHaveAttribute(
    'data-prize-id',
    String(drawn.prize_id),
  );

  // The prize is an offer on the bonuses page.
  await wheel.getByRole('link', { name: enWheel.goToBonuses }).click();
  await expect(page).toHaveURL(/\/bonuses$/);
  await expect(page.getByRole('dialog', { name: enWheel.title })).toHaveCount(0);

  // After a reload the day's spin is spent: a countdown to 05:00 and no Spin.
  await page.reload();
  await waitForShell(page, 'en');
  const again = await openWheel(page);
  await expect(again.getByRole('timer')).toHaveText(/^\d\d:[0-5]\d:[0-5]\d$/);
  await expect(again.getByRole('button', { name: enWheel.spin, exact: true })).toBeDisabled();
  await expect(again.getByText(enWheel.waitingPrize)).toBeVisible();
});

test('a guest sees the prizes and is asked to sign in to spin', async ({ page }) => {
  await openApp(page, '/', 'en');
  const wheel = await openWheel(page);
  await expect(wheel.getByTestId('fortune-wheel')).toBeVisible();
  await wheel.getByText(enWheel.prizesAndChances).click();
  await expect(wheel.getByRole('listitem').first()).toBeVisible();
  await wheel.getByRole('button', { name: enWheel.loginToSpin }).click();
  await expect(page.getByRole('dialog', { name: text('en', 'auth', 'signIn.title') })).toBeVisible();
  await expect(page.getByRole('dialog', { name: enWheel.title })).toHaveCount(0);
});
