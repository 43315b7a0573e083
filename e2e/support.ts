import { expect, type APIRequestContext, type FrameLocator, type Page } from '@playwright/test';
import enAuth from '../apps/web/src/locales/en/auth.json' with { type: 'json' };
import esAuth from '../apps/web/src/locales/es/auth.json' with { type: 'json' };
import ptAuth from '../apps/web/src/locales/pt/auth.json' with { type: 'json' };
import ruAuth from '../apps/web/src/locales/ru/auth.json' with { type: 'json' };
import enBonuses from '../apps/web/src/locales/en/bonuses.json' with { type: 'json' };
import esBonuses from '../apps/web/src/locales/es/bonuses.json' with { type: 'json' };
import ptBonuses from '../apps/web/src/locales/pt/bonuses.json' with { type: 'json' };
import ruBonuses from '../apps/web/src/locales/ru/bonuses.json' with { type: 'json' };
import enLimits from '../apps/web/src/locales/en/limits.json' with { type: 'json' };
import esLimits from '../apps/web/src/locales/es/limits.json' with { type: 'json' };
import ptLimits from '../apps/web/src/locales/pt/limits.json' with { type: 'json' };
import ruLimits from '../apps/web/src/locales/ru/limits.json' with { type: 'json' };
import enProfile from '../apps/web/src/locales/en/profile.json' with { type: 'json' };
import esProfile from '../apps/web/src/locales/es/profile.json' with { type: 'json' };
import ptProfile from '../apps/web/src/locales/pt/profile.json' with { type: 'json' };
import ruProfile from '../apps/web/src/locales/ru/profile.json' with { type: 'json' };
import enShell from '../apps/web/src/locales/en/shell.json' with { type: 'json' };
import esShell from '../apps/web/src/locales/es/shell.json' with { type: 'json' };
import ptShell from '../apps/web/src/locales/pt/shell.json' with { type: 'json' };
import ruShell from '../apps/web/src/locales/ru/shell.json' with { type: 'json' };
import enWallet from '../apps/web/src/locales/en/wallet.json' with { type: 'json' };
import esWallet from '../apps/web/src/locales/es/wallet.json' with { type: 'json' };
import ptWallet from '../apps/web/src/locales/pt/wallet.json' with { type: 'json' };
import ruWallet from '../apps/web/src/locales/ru/wallet.json' with { type: 'json' };

export const LANGUAGES = ['en', 'es', 'pt', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];

const catalogues = {
  en: {
    auth: enAuth,
    bonuses: enBonuses,
    limits: enLimits,
    profile: enProfile,
    shell: enShell,
    wallet: enWallet,
  },
  es: {
    auth: esAuth,
    bonuses: esBonuses,
    limits: esLimits,
    profile: esProfile,
    shell: esShell,
    wallet: esWallet,
  },
  pt: {
    auth: ptAuth,
    bonuses: ptBonuses,
    limits: ptLimits,
    profile: ptProfile,
    shell: ptShell,
    wallet: ptWallet,
  },
  ru: {
    auth: ruAuth,
    bonuses: ruBonuses,
    limits: ruLimits,
    profile: ruProfile,
    shell: ruShell,
    wallet: ruWallet,
  },
};

/** The translated text of ns:key.path in a language, so journeys run in every language by its own words. */
export function text(
  lang: Language,
  ns: keyof (typeof catalogues)['en'],
  key: string,
  params: Record<string, string> = {},
): string {
  let value: unknown = catalogues[lang][ns];
  for (const part of key.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`missing text ${lang}/${ns}:${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
}

export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.casino.test`.toLowerCase();
}

interface OutboxRow {
  recipient: string;
  subject: string;
  body: string;
}

/** The newest message to recipient in the dev outbox whose body matches pattern (waits for it). */
export async function readOutbox(
  request: APIRequestContext,
  recipient: string,
  pattern: RegExp,
): Promise<RegExpMatchArray> {
  let found: RegExpMatchArray | null = null;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(recipient)}`);
        const rows = (await res.json()) as OutboxRow[];
        for (const row of rows) {
          found = row.body.match(pattern);
          if (found) return true;
        }
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found as unknown as RegExpMatchArray;
}

/**
 * Each journey is its own client: the server under test trusts the loopback proxy
 * (TRUST_PROXY in playwright.config.ts), so per-address rate limits count each journey apart,
 * as they would count real players.
 */
export async function actAsOwnClient(page: Page): Promise<void> {
  const octet = () => 1 + Math.floor(Math.random() * 254);
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.${octet()}.${octet()}` });
}

/** Opens a page in a language (stored before the app starts) and waits for the loading overlay to go. */
export async function openApp(page: Page, path: string, lang: Language): Promise<void> {
  await actAsOwnClient(page);
  await page.addInitScript((l) => window.localStorage.setItem('language', l), lang);
  await page.goto(path);
  await waitForShell(page, lang);
}

/**
 * The loading overlay stays at least 5 s (spec); wait until it is gone. Until the bundle has run
 * there is no overlay yet, only the splash index.html paints (named by its own markup, in no
 * language): it goes in the commit that mounts the overlay, so both must be gone. Waiting for the
 * overlay alone passed at once on a page whose bundle had not started, and what was looked for
 * next was not there yet.
 */
export async function waitForShell(page: Page, lang: Language): Promise<void> {
  const overlay = page.getByRole('status', { name: text(lang, 'shell', 'loadingApp') });
  const splash = page.getByRole('status', { name: 'Royal Flush Casino', exact: true });
  // 30 s for the overlay as before, and 15 s more for the bundle to start: the time the check after
  // the old wait allowed for it.
  await expect(overlay.or(splash)).toHaveCount(0, { timeout: 45_000 });
}

export function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1440) < 900;
}

/** Signs in through the login dialog (which offers the super bonus to a new player). */
export async function signInThroughDialog(page: Page, email: string, password: string): Promise<void> {
  await page
    .getByRole('button', { name: text('en', 'shell', 'header.login'), exact: true })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: text('en', 'auth', 'signIn.title') });
  await dialog.getByLabel(text('en', 'auth', 'email'), { exact: true }).fill(email);
  await dialog.getByLabel(text('en', 'auth', 'password'), { exact: true }).fill(password);
  await dialog.getByRole('button', { name: text('en', 'auth', 'signIn.submit'), exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

/**
 * Signs a new player up through the dialog in English (e-mail and password, then birth date,
 * country and consents) and confirms the e-mail with the code from the dev outbox; the super
 * bonus is offered next.
 */
export async function signUpThroughDialog(
  page: Page,
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<void> {
  await fillSignUpDialog(page, email, password);
  await confirmEmailCode(page, request, email);
}

/**
 * Opens the sign-up dialog and completes both of its steps in English, then answers the offer of
 * deposit limits that follows (skipped, or the 24-hour limit given); the e-mail code is asked next.
 */
export async function fillSignUpDialog(
  page: Page,
  email: string,
  password: string,
  dailyDepositLimit?: string,
): Promise<void> {
  const opener = isMobile(page)
    ? text('en', 'shell', 'header.register')
    : text('en', 'shell', 'header.signUp');
  await page.getByRole('button', { name: opener, exact: true }).first().click();
  await completeSignUpForm(page, email, password, dailyDepositLimit);
}

/** Completes both steps of the open sign-up dialog in English, then answers the offer of deposit limits. */
export async function completeSignUpForm(
  page: Page,
  email: string,
  password: string,
  dailyDepositLimit?: string,
): Promise<void> {
  const signUp = page.getByRole('dialog', { name: text('en', 'auth', 'signUp.title') });
  await signUp.getByLabel(text('en', 'auth', 'email'), { exact: true }).fill(email);
  await signUp.getByLabel(text('en', 'auth', 'password'), { exact: true }).fill(password);
  await signUp.getByRole('button', { name: text('en', 'auth', 'signUp.continue'), exact: true }).click();
  await signUp.getByLabel(text('en', 'auth', 'birthDate'), { exact: true }).pressSequentially('15061990');
  await signUp.getByLabel(text('en', 'auth', 'country'), { exact: true }).selectOption({ index: 1 });
  await signUp.getByRole('checkbox', { name: text('en', 'auth', 'consents.selectAll') }).check();
  await signUp.getByRole('button', { name: text('en', 'auth', 'signUp.finish'), exact: true }).click();
  await answerLimitsOffer(page, 'en', dailyDepositLimit);
}

/** The step after sign-up: sets a 24-hour deposit limit, or skips the offer; the dialog then closes. */
export async function answerLimitsOffer(
  page: Page,
  lang: Language,
  dailyDepositLimit?: string,
): Promise<void> {
  const signUp = page.getByRole('dialog', { name: text(lang, 'auth', 'signUp.title') });
  if (dailyDepositLimit === undefined) {
    await signUp
      .getByRole('button', { name: text(lang, 'limits', 'offer.skip.sign_up'), exact: true })
      .click();
  } else {
    await signUp
      .getByLabel(text(lang, 'limits', 'offer.field', { period: text(lang, 'limits', 'periods.day') }))
      .fill(dailyDepositLimit);
    await signUp.getByRole('button', { name: text(lang, 'limits', 'offer.save'), exact: true }).click();
  }
  await expect(signUp).toHaveCount(0);
}

/** The super bonus offered after sign-up, left (and declined) without choosing one. */
export async function leaveSuperBonus(page: Page): Promise<void> {
  const superBonus = page.getByRole('dialog', { name: text('en', 'bonuses', 'super.title') });
  await superBonus.getByRole('button', { name: text('en', 'bonuses', 'super.leaveTitle') }).click();
  await page
    .getByRole('dialog', { name: text('en', 'bonuses', 'super.leaveTitle') })
    .getByRole('button', { name: text('en', 'bonuses', 'super.yes'), exact: true })
    .click();
  await expect(superBonus).toHaveCount(0);
}

/** Types the sign-up's e-mail code, read from the dev outbox, into the confirmation dialog. */
export async function confirmEmailCode(page: Page, request: APIRequestContext, email: string): Promise<void> {
  const confirm = page.getByRole('dialog', { name: text('en', 'auth', 'confirm.emailTitle') });
  await expect(confirm).toBeVisible();
  const [, code = ''] = await readOutbox(request, email, /(?:^|\D)(\d{4})(?:\D|$)/);
  await confirm
    .getByLabel(text('en', 'auth', 'confirm.digit', { n: '1', total: '4' }))
    .pressSequentially(code);
  await confirm.getByRole('button', { name: text('en', 'auth', 'confirm.submit'), exact: true }).click();
  await expect(confirm).toHaveCount(0);
}

/** The deposit the simulated chain pays: the player's newest application, confirmed by the signed webhook. */
export async function payNewestDeposit(
  request: APIRequestContext,
  headers: Record<string, string>,
): Promise<void> {
  const deposits = await request.get('/api/frontend/payment/deposits/', { headers });
  const [application] = (await deposits.json()) as Array<{ id: string }>;
  if (!application) throw new Error('no deposit application');
  const confirm = await request.post(`/api/dev/payments/${application.id}/confirm`, { data: {} });
  expect(confirm.ok()).toBe(true);
}

export interface Tokens {
  access: string;
  refresh: string;
}

/** A player made through the API (an adult, country 1): the e-mail, the tokens and the Authorization header. */
export async function registerThroughApi(request: APIRequestContext, tag: string, password: string) {
  const email = uniqueEmail(tag);
  const res = await request.post('/api/frontend/user/register/', {
    data: { email, password, date_of_birth: '1990-01-01', country: 1 },
  });
  expect(res.status()).toBe(201);
  const { tokens } = (await res.json()) as { tokens: Tokens };
  return { email, tokens, headers: { authorization: `Bearer ${tokens.access}` } };
}

/** Opens the app at path in English as a returning player whose tokens are stored, as the app stores them. */
export async function openSignedIn(page: Page, tokens: Tokens, path: string): Promise<void> {
  await actAsOwnClient(page);
  await page.addInitScript((t) => {
    window.localStorage.setItem('language', 'en');
    window.localStorage.setItem('accessToken', JSON.stringify(t.access));
    window.localStorage.setItem('refreshToken', JSON.stringify(t.refresh));
  }, tokens);
  await page.goto(path);
  await waitForShell(page, 'en');
}

/** The first super bonus offered, chosen through the API and granted by a deposit of usd through the simulated chain. */
export async function chooseSuperBonusAndDeposit(
  request: APIRequestContext,
  headers: Record<string, string>,
  usd: number,
): Promise<{ id: number; title: string }> {
  const offers = (await (await request.get('/api/frontend/bonus/super/', { headers })).json()) as Array<{
    id: number;
    title: string;
  }>;
  const chosen = offers[0];
  if (!chosen) throw new Error('no super bonus offered');
  expect((await request.post('/api/frontend/bonus/super/', { headers, data: { id: chosen.id } })).ok()).toBe(
    true,
  );
  const [method] = (await (await request.get('/api/frontend/payment/tokens/')).json()) as Array<{
    provider: string;
    token_type: string;
  }>;
  if (!method) throw new Error('no deposit method');
  const application = await request.post('/api/frontend/payment/deposit/', {
    headers,
    data: { provider: method.provider, token_type: method.token_type, usd_amount: usd },
  });
  expect(application.status()).toBe(201);
  await payNewestDeposit(request, headers);
  return chosen;
}

/**
 * A player registered through the API who declined the super bonus (so its dialog stays shut)
 * and deposited usd through the simulated chain.
 */
export async function newFundedPlayer(request: APIRequestContext, tag: string, usd: number) {
  const player = await registerThroughApi(request, tag, 'Funded2026');
  expect((await request.post('/api/frontend/bonus_reject/', { headers: player.headers })).ok()).toBe(true);
  await depositThroughApi(request, player.headers, usd);
  return player;
}

/** A deposit application of usd in the first method, made through the API and paid by the simulated chain. */
export async function depositThroughApi(
  request: APIRequestContext,
  headers: Record<string, string>,
  usd: number,
): Promise<void> {
  const [method] = (await (await request.get('/api/frontend/payment/tokens/')).json()) as Array<{
    provider: string;
    token_type: string;
  }>;
  if (!method) throw new Error('no deposit method');
  const application = await request.post('/api/frontend/payment/deposit/', {
    headers,
    data: { provider: method.provider, token_type: method.token_type, usd_amount: usd },
  });
  expect(application.status()).toBe(201);
  const { id } = (await application.json()) as { id: string };
  expect((await request.post(`/api/dev/payments/${id}/confirm`, { data: {} })).status()).toBe(200);
}

/** The player's playable balance in cents, as the wallet call answers it. */
export async function walletCents(
  request: APIRequestContext,
  headers: Record<string, string>,
): Promise<number> {
  const res = await request.get('/api/frontend/wallet/me/', { headers });
  return Math.round(((await res.json()) as { balance_usd: number }).balance_usd * 100);
}

const money = /(\d[\d,]*\.\d{2})/;
const cents = (value: string) => Math.round(Number(value.replace(/,/g, '')) * 100);

/** The balance a game shows in its frame, in cents. */
export async function frameBalance(frame: FrameLocator): Promise<number> {
  const match = money.exec((await frame.getByRole('group', { name: 'Balance' }).innerText()) ?? '');
  return match?.[1] ? cents(match[1]) : NaN;
}

/** After a round: the game, the casino's wallet and the header show the same balance. */
export async function expectBalancesAgree(
  page: Page,
  frame: FrameLocator,
  request: APIRequestContext,
  headers: Record<string, string>,
): Promise<void> {
  await expect
    .poll(
      async () => {
        const wallet = await walletCents(request, headers);
        const inGame = await frameBalance(frame);
        const header = cents(money.exec(await page.getByTestId('game-balance').innerText())?.[1] ?? 'NaN');
        return inGame === wallet && header === wallet;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

/**
 * Opens a slot for real money and spins it `rounds` times: before the first spin and after each,
 * the game, the wallet and the header show the same balance, and the game history has the round.
 */
export async function spinForReal(
  page: Page,
  request: APIRequestContext,
  headers: Record<string, string>,
  gameId: number,
  rounds: number,
): Promise<FrameLocator> {
  const played = async () => {
    const res = await request.get('/api/frontend/games/history/?page_size=1', { headers });
    return ((await res.json()) as { count: number }).count;
  };
  const before = await played();
  await page.goto(`/game?gameId=${gameId}&isDemo=false`);
  await waitForShell(page, 'en');
  const frame = page.frameLocator('iframe[title="Game"]');
  await expect(frame.getByRole('button', { name: 'Spin the reels' })).toBeEnabled({ timeout: 30_000 });
  await expectBalancesAgree(page, frame, request, headers);
  for (let round = 1; round <= rounds; round++) {
    await frame.getByRole('button', { name: 'Spin the reels' }).click();
    await expect.poll(played, { timeout: 15_000 }).toBe(before + round);
    await expectBalancesAgree(page, frame, request, headers);
  }
  return frame;
}

/**
 * Scrolls the lobby down as a reader would, a step at a time, until each row is there: later rows
 * render as they come near the screen, and on a busy machine a quick pass can outrun the observers
 * that notice a row near the screen.
 */
export async function scrollToEachRow(page: Page, rows: ReadonlyArray<{ name: string }>): Promise<void> {
  for (const row of rows) {
    const region = page.getByRole('region', { name: row.name, exact: true });
    await expect
      .poll(
        async () => {
          if ((await region.count()) > 0) return true;
          await page.evaluate(() => window.scrollBy(0, 400));
          return false;
        },
        { timeout: 30_000, intervals: [250] },
      )
      .toBe(true);
  }
}

/**
 * Scrolls to the end of the page until its height stops changing: the lobby draws its rows as
 * they come near the screen (decision 033), so its footer moves down while they arrive.
 */
export async function scrollToSettledEnd(page: Page): Promise<void> {
  let last = -1;
  await expect
    .poll(
      async () => {
        const height = await page.evaluate(() => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          return document.documentElement.scrollHeight;
        });
        const settled = height === last;
        last = height;
        return settled;
      },
      { timeout: 60_000, intervals: [1000] },
    )
    .toBe(true);
}
