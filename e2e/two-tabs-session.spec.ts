import { expect, test, type Page } from '@playwright/test';
import { actAsOwnClient, registerThroughApi, text, waitForShell } from './support';

/** The access token with its expiry moved into the past: the server refuses it, as it refuses an expired one. */
function expired(access: string): string {
  const [header, payload, signature] = access.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
  const past = { ...claims, exp: Math.floor(Date.now() / 1000) - 60 };
  return [header, Buffer.from(JSON.stringify(past)).toString('base64url'), signature].join('.');
}

const stored = (page: Page, key: 'accessToken' | 'refreshToken') =>
  page.evaluate((k) => JSON.parse(window.localStorage.getItem(k) ?? '""') as string, key);

test('two tabs of a player whose access token has expired refresh at once and both stay signed in', async ({
  context,
  request,
}) => {
  const player = await registerThroughApi(request, 'two-tabs', 'TwoTabs2026');
  const first = await context.newPage();
  await actAsOwnClient(first);
  // The tokens are stored from a page of the casino's origin that does not start the app: a lobby
  // loaded first would begin a refresh of its own, and the reload would drop its answer.
  await first.goto('/api/health');
  await first.evaluate(
    ({ access, refresh }) => {
      window.localStorage.setItem('language', 'en');
      window.localStorage.setItem('accessToken', JSON.stringify(access));
      window.localStorage.setItem('refreshToken', JSON.stringify(refresh));
    },
    { access: expired(player.tokens.access), refresh: player.tokens.refresh },
  );

  // Each refresh answer is held back a moment, so both tabs are refused before either has new tokens.
  const refreshes: string[] = [];
  // What each refresh was answered, so a failure says whether the server refused one.
  const answers: number[] = [];
  await context.route('**/api/frontend/token/refresh/', async (route) => {
    refreshes.push(String((route.request().postDataJSON() as { refresh?: string }).refresh));
    const response = await route.fetch();
    answers.push(response.status());
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fulfill({ response });
  });

  const second = await context.newPage();
  await Promise.all([first.goto('/'), second.goto('/')]);
  for (const page of [first, second]) {
    await waitForShell(page, 'en');
    await expect(page.getByRole('link', { name: text('en', 'shell', 'header.profile') }).first())
      .toBeVisible()
      .catch((err: Error) => {
        throw new Error(
          `${err.message}\nrefreshes sent: ${refreshes.length}, answered: ${answers.join(', ')}`,
        );
      });
  }

  // One refresh went out for both tabs, and the family it continued is alive.
  expect(refreshes).toEqual([player.tokens.refresh]);
  const access = await stored(second, 'accessToken');
  expect(access).toBe(await stored(first, 'accessToken'));
  const me = await request.get('/api/frontend/user/me/', { headers: { authorization: `Bearer ${access}` } });
  expect(me.status()).toBe(200);
  const next = await request.post('/api/frontend/token/refresh/', {
    data: { refresh: await stored(first, 'refreshToken') },
  });
  expect(next.status()).toBe(200);
});
