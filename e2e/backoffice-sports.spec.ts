import { expect, test } from '@playwright/test';
import { giveReason, officer, openSection } from './backoffice-staff';
import { newFundedPlayer, openSignedIn } from './support';

// Trading as a trader meets it: the first administrator adds a trader with their own two factors; the
// trader makes an event by hand, suspends its match result, and the casino's book shows the
// market locked (no bet taken) until the trader reopens it.

interface PublicEvent {
  markets: Array<{ type: string; status: string; outcomes: Array<{ id: number; odds: string }> }>;
}

test('a trader makes an event, suspends its market and the casino locks it', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const trader = await officer(browser, request, 'Trader');
  // A trader sees the book, not the players' money.
  await expect(
    trader.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Withdrawals' }),
  ).toHaveCount(0);
  await openSection(trader, 'Sportsbook');
  await expect(trader.getByRole('heading', { name: 'Sportsbook' })).toBeVisible();

  // An event by hand, tomorrow at 18:00 local time.
  await trader.getByRole('button', { name: 'New event' }).click();
  const form = trader.getByRole('dialog', { name: 'New event' });
  const tomorrow = new Date(Date.now() + 86_400_000);
  const day = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
  await form.getByLabel('Sport').selectOption('football');
  await form.getByLabel('Competition').fill('Charity Shield');
  await form.getByLabel('Home side').fill('Royal Rovers');
  await form.getByLabel('Away side').fill('Flush United');
  await form.getByLabel('Start time').fill(`${day}T18:00`);
  await form.getByLabel('Home odds').fill('2.10');
  await form.getByLabel('Draw odds').fill('3.30');
  await form.getByLabel('Away odds').fill('3.60');
  await form.getByLabel('Reason').fill('Charity match agreed with the clubs');
  await form.getByRole('button', { name: 'Create event' }).click();
  await expect(trader.getByRole('heading', { name: 'Royal Rovers v Flush United' })).toBeVisible();
  const eventId = Number(new URL(trader.url()).pathname.split('/').pop());
  expect(eventId).toBeGreaterThan(0);

  // The casino offers it, and a funded player's bet is taken.
  const read = async () =>
    (await (await request.get(`/api/frontend/sports/events/${eventId}/`)).json()) as PublicEvent;
  const offered = (await read()).markets.find((m) => m.type === 'match_result');
  expect(offered?.status).toBe('active');
  const home = offered?.outcomes[0];
  if (!home) throw new Error('no home outcome');
  const player = await newFundedPlayer(request, 'bo-sports', 50);
  const bet = (key: string) =>
    request.post('/api/frontend/sports/bets/', {
      headers: player.headers,
      data: {
        key,
        type: { kind: 'single' },
        legs: [{ outcome_id: home.id, odds: home.odds }],
        unit_stake: 5,
        odds_change: 'none',
      },
    });
  expect((await bet('before-suspension')).status()).toBe(201);

  // The player's page of the event, open while the trader works: its prices follow the stream.
  await openSignedIn(page, player.tokens, `/sports/events/${eventId}`);
  const homePrice = page.getByRole('button', { name: /^Royal Rovers/ }).first();
  await expect(homePrice).toBeEnabled();

  // The trader sees the open stake and liability, then suspends the market with a reason.
  const market = trader.getByRole('region', { name: 'Match result' });
  await trader.reload();
  await expect(market.getByText('$5.00').first()).toBeVisible();
  await market.getByRole('button', { name: 'Suspend' }).click();
  await giveReason(trader, 'Suspend Match result?', 'Team news expected', 'Suspend');
  await expect(trader.getByText('The market is suspended.')).toBeVisible();
  await expect(market.getByText('Suspended')).toBeVisible();

  // The casino's event shows the market locked, and takes no bet on it.
  expect((await read()).markets.find((m) => m.type === 'match_result')?.status).toBe('suspended');
  await expect(page.getByRole('button', { name: 'Royal Rovers: not available now' })).toBeDisabled();
  const refused = await bet('during-suspension');
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { detail: string }).detail).toBe(
    'This market is closed for betting right now.',
  );

  // Reopened, it takes bets again.
  await market.getByRole('button', { name: 'Reopen' }).click();
  await giveReason(trader, 'Reopen Match result?', 'Team news is in', 'Reopen');
  await expect(trader.getByText('The market is open again.')).toBeVisible();
  await expect(homePrice).toBeEnabled();
  await expect(homePrice).toContainText('2.10');
  expect((await bet('after-reopening')).status()).toBe(201);
});
