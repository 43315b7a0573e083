import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { readOutbox, uniqueEmail } from './support';

// Staff of the back office in the browser: the install's first administrator, officers created
// by it with their own two factors, and sign-in with a code from the authenticator app. Every
// back-office journey starts its staff here, so none depends on another having run first.

export const STAFF_PASSWORD = 'a long staff passphrase';
const ADMIN_EMAIL = 'admin@casino.local';
const PERIOD_MS = 30_000;

/** The current 30-second step of the authenticator app's clock. */
const stepNow = () => Math.floor(Date.now() / PERIOD_MS);

/** A code of the authenticator app holding secret, for the current 30-second step or a later one. */
export function totp(secret: string, stepsAhead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + stepsAhead * PERIOD_MS,
  });
}

async function typeCode(page: Page, group: string, code: string): Promise<void> {
  await page.getByRole('group', { name: group }).getByRole('textbox').first().click();
  await page.keyboard.type(code);
}

/** A browser context of its own: each staff member has their own cookie and session. */
export async function staffPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  return context.newPage();
}

/**
 * Follows a set-up link: password, authenticator (its key read off the page), recovery codes.
 * Answers the TOTP secret and the step of the code that confirmed it (the server takes each step once).
 */
export async function setUpAccount(page: Page, link: string): Promise<{ secret: string; step: number }> {
  await page.goto(new URL(link).pathname);
  await page.getByLabel('New password').fill(STAFF_PASSWORD);
  await page.getByLabel('Repeat the password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  const secret = (await page.getByLabel('Set-up key').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const step = stepNow();
  await typeCode(page, 'Code from the app', totp(secret));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  await page.getByLabel('I have saved my recovery codes.').check();
  await page.getByRole('button', { name: 'Open the console' }).click();
  await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
  return { secret, step };
}

/** Signs in with the password and the code of step (within the one step of drift the server allows). */
async function signIn(page: Page, email: string, secret: string, step: number): Promise<void> {
  await page.goto('/backoffice/sign-in');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await typeCode(page, 'Authenticator code', totp(secret, step - stepNow()));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
}

interface AdministratorState {
  token: string;
  secret: string;
  /** The last step whose code the server accepted: it takes only later ones. */
  step: number;
}

/**
 * Runs task holding a lock shared by every worker on this machine, so that one worker sets up
 * the first administrator and sign-ins never offer the server a code it has already taken.
 */
async function withLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const lock = `${name}.lock`;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      // A lock left by a worker that died holds nobody back for long.
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 120_000) fs.rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await task();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Signs the install's first administrator in on page: through its set-up link the first time on
 * this server, with a real sign-in after that (by any worker, in any order). Answers its secret.
 */
export async function signInAdministrator(page: Page, request: APIRequestContext): Promise<string> {
  const [link] = await readOutbox(request, ADMIN_EMAIL, /https?:\/\/\S+\/backoffice\/setup\/[\w-]+/);
  const token = link.split('/').pop() ?? '';
  // The token names the server's run: another server's administrator has a file of its own.
  const store = path.join(os.tmpdir(), `casino-e2e-backoffice-admin-${token.slice(0, 16)}`);
  return withLock(store, async () => {
    const saved = fs.existsSync(`${store}.json`)
      ? (JSON.parse(fs.readFileSync(`${store}.json`, 'utf8')) as AdministratorState)
      : undefined;
    let state: AdministratorState;
    if (!saved) {
      expect((await request.get(`/api/backoffice/setup/${token}/`)).ok()).toBe(true);
      state = { token, ...(await setUpAccount(page, link)) };
    } else {
      // The next step the server has not seen: now, or the next one (one step ahead is accepted),
      // or, when both are taken, the one after, once the clock reaches it.
      const step = Math.max(saved.step + 1, stepNow());
      while (step > stepNow() + 1) await page.waitForTimeout(500);
      await signIn(page, ADMIN_EMAIL, saved.secret, step);
      state = { ...saved, step };
    }
    fs.writeFileSync(`${store}.json`, JSON.stringify(state));
    return state.secret;
  });
}

/** The administrator creates a staff member with one role and answers their set-up link. */
export async function createStaff(admin: Page, name: string, email: string, role: string): Promise<string> {
  await admin.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Staff' }).click();
  await admin.getByRole('button', { name: 'Add staff member' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Add a staff member' });
  await dialog.getByLabel('Full name').fill(name);
  await dialog.getByLabel('Work e-mail').fill(email);
  await dialog.getByRole('checkbox', { name: new RegExp(`^${role}`) }).check();
  await dialog.getByRole('button', { name: 'Create account' }).click();
  const done = admin.getByRole('dialog', { name: 'Account created' });
  const link = (await done.getByText(/\/backoffice\/setup\//).innerText()).trim();
  await done.getByRole('button', { name: 'Close' }).first().click();
  return link;
}

/** Opens a section of the console from its navigation. */
export async function openSection(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name, exact: true }).click();
}

/** A new staff member with one role, set up through their link in a browser context of their own. */
export async function newOfficer(browser: Browser, admin: Page, role: string, name: string): Promise<Page> {
  const link = await createStaff(admin, name, uniqueEmail(`bo-${role.toLowerCase()}`), role);
  const officer = await staffPage(browser);
  await setUpAccount(officer, link);
  return officer;
}

let administrator: Page | undefined;

/**
 * The first administrator's console in this worker, signed in on first use and kept for the
 * worker's next journeys (each sign-in takes a fresh 30-second step of the authenticator).
 */
export async function administratorConsole(browser: Browser, request: APIRequestContext): Promise<Page> {
  if (!administrator || administrator.isClosed()) {
    administrator = await staffPage(browser);
    await administrator.goto('/backoffice/');
    await signInAdministrator(administrator, request);
  }
  return administrator;
}

/** An officer with role, created by the first administrator of this worker's console. */
export async function officer(browser: Browser, request: APIRequestContext, role: string) {
  const admin = await administratorConsole(browser, request);
  return newOfficer(browser, admin, role, `${role} Officer`);
}

/** Answers a reason dialog (the console asks one for every change) with its confirm button. */
export async function giveReason(page: Page, title: string | RegExp, reason: string, confirm: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}
