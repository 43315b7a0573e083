import { expect, test, type Page } from '@playwright/test';
import enBonuses from '../apps/web/src/locales/en/bonuses.json' with { type: 'json' };
import enSupport from '../apps/web/src/locales/en/support.json' with { type: 'json' };
import { giveReason, officer, openSection } from './backoffice-staff';
import { newFundedPlayer, openApp, openSignedIn, registerThroughApi } from './support';

// The rest of the back office, each section by the officer whose role it is and each outcome seen
// where it lands: the player's chat, the FAQ page, the bonuses page, the lobby; and a player's
// page shown to each role only as far as the role may see it. Every journey starts its own
// officers (e2e/backoffice-staff.ts), so they run in any order and beside backoffice.spec.ts.

/** A short unique mark, so a journey finds its own text on a server other journeys share. */
const mark = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();

test('support answers a chat handed to a person, live in both directions', async ({
  page,
  browser,
  request,
}) => {
  // Two browsers (the player's page and the console) and a hand-off: 1.7 min in CI when it starts
  // among the first four workers on two cores, once past two minutes.
  test.setTimeout(240_000);
  const player = await registerThroughApi(request, 'bo-chat', 'Support2026');
  expect((await request.post('/api/frontend/bonus_reject/', { headers: player.headers })).ok()).toBe(true);
  await openSignedIn(page, player.tokens, '/');
  await page.getByRole('button', { name: enSupport.open }).click();
  const chat = page.getByRole('region', { name: enSupport.title });
  const log = chat.getByRole('log', { name: enSupport.conversation });
  const box = chat.getByPlaceholder(enSupport.placeholder);
  const question = `My deposit ${mark()} has not arrived yet`;
  await box.fill(question);
  await box.press('Enter');
  await expect(log.getByText(question)).toBeVisible();
  await chat.getByRole('button', { name: enSupport.callManager }).click();
  await expect(chat.getByText(enSupport.status.waiting)).toBeVisible();

  // The support officer finds the conversation in the queue, with the player beside it.
  const support = await officer(browser, request, 'Support');
  await openSection(support, 'Support');
  const queue = support.getByRole('navigation', { name: 'Conversations' });
  // The queue names the player by nickname (made from the e-mail at sign-up).
  const item = queue.getByRole('button').filter({ hasText: player.email.split('@')[0] });
  await expect(item.getByText('Waiting')).toBeVisible();
  // Its preview is what the player wrote, not the assistant's hand-off notice.
  await expect(item.getByText(question)).toBeVisible();
  await item.click();
  const conversation = support.getByRole('region', { name: `Conversation with ${player.email}` });
  await expect(conversation.getByText(question)).toBeVisible();
  await expect(
    conversation.getByRole('complementary', { name: 'The player' }).getByText(player.email),
  ).toBeVisible();

  // The answer reaches the player's chat, signed by a chat manager.
  const answer = `Hello, this is support: deposit ${mark()} is confirmed now.`;
  await conversation.getByLabel('Your answer').fill(answer);
  await conversation.getByRole('button', { name: 'Send' }).click();
  // In the conversation's messages (the answer box holds the same text until the server takes it).
  const messages = conversation.getByRole('listitem');
  await expect(messages.filter({ hasText: answer })).toBeVisible();
  await expect(conversation.getByLabel('Your answer')).toHaveValue('');
  await expect(item.getByText('Answered')).toBeVisible();
  await expect(log.getByText(answer)).toBeVisible({ timeout: 10_000 });
  await expect(log.getByText(enSupport.author.manager, { exact: true })).toBeVisible();
  await expect(chat.getByText(enSupport.status.manager)).toBeVisible();

  // The player's reply reaches the console without a reload.
  const thanks = `Thank you, ${mark()} received`;
  await box.fill(thanks);
  await box.press('Enter');
  await expect(log.getByText(thanks)).toBeVisible();
  await expect(messages.filter({ hasText: thanks })).toBeVisible({ timeout: 10_000 });
});

test('a content officer rewrites a page in markdown and the casino shows the new text', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const sentence = `We review this policy every quarter (review ${mark()}).`;
  // Before the change the casino's page does not say it.
  await openApp(page, '/faq/cookies', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie policy' })).toBeVisible();
  await expect(page.getByText(sentence)).toHaveCount(0);

  const content = await officer(browser, request, 'Content');
  // The content role sees its section and nothing of players or money.
  const sections = content.getByRole('navigation', { name: 'Sections' });
  await expect(sections.getByRole('link', { name: 'Content', exact: true })).toBeVisible();
  await expect(sections.getByRole('link', { name: 'Players', exact: true })).toHaveCount(0);
  await openSection(content, 'Content');
  await content
    .getByRole('link', { name: 'Edit' })
    .and(content.locator('[href$="/content/cookies/en"]'))
    .click();
  await expect(content.getByRole('heading', { level: 1, name: 'Cookie policy English' })).toBeVisible();

  // A new paragraph at the end of the last section (its anchors unchanged); the preview follows the typing.
  const editor = content.getByLabel('Markdown');
  const before = await editor.inputValue();
  await editor.fill(`${before.trimEnd()}\n\n${sentence}\n`);
  await expect(
    content.getByRole('article', { name: 'Preview, as players will see it' }).getByText(sentence),
  ).toBeVisible();
  await content.getByRole('button', { name: 'Save as a new version' }).click();
  await giveReason(
    content,
    'Save the page',
    'Quarterly review promised to players (ticket LEGAL-12)',
    'Save as a new version',
  );
  await expect(content.getByText(/^Saved as version \d+\./)).toBeVisible();
  await expect(content.getByText(/^Version \d+, written by /)).toBeVisible();

  // A player opening the page now reads it (a browser that had it keeps its copy for a minute).
  const reader = await browser.newPage();
  await openApp(reader, '/faq/cookies', 'en');
  await expect(reader.getByText(sentence)).toBeVisible();
  await reader.context().close();
});

test('a marketing officer opens a promo code and a player redeems it on the bonuses page', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const code = `E2E${mark()}`.slice(0, 20);
  const marketing = await officer(browser, request, 'Marketing');
  await openSection(marketing, 'Marketing');
  await marketing
    .getByRole('navigation', { name: 'Marketing sections' })
    .getByRole('link', { name: 'Promo codes' })
    .click();
  await marketing.getByRole('button', { name: 'New promo code' }).click();
  const dialog = marketing.getByRole('dialog', { name: 'New promo code' });
  await dialog.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await dialog.getByLabel('Bonus terms code').fill('reload-weekly');
  await dialog.getByLabel('Most uses (optional)').fill('1');
  await dialog.getByRole('button', { name: 'New promo code' }).click();
  await expect(marketing.getByText(`The promo code ${code} is open.`)).toBeVisible();
  const row = marketing.getByRole('row').filter({ hasText: code });
  await expect(row.getByText('Open', { exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '0 / 1' })).toBeVisible();

  // A player who has deposited (the reload's terms ask for it) enters the code.
  const player = await newFundedPlayer(request, 'bo-promo', 50);
  await openSignedIn(page, player.tokens, '/bonuses');
  const b = enBonuses;
  const promo = page.getByRole('region', { name: b.promo.title });
  await promo.getByLabel(b.promo.label, { exact: true }).fill(code.toLowerCase());
  await promo.getByRole('button', { name: b.promo.activate, exact: true }).click();
  await expect(promo.getByText(b.promo.activated)).toBeVisible();
  const used = promo.getByRole('list', { name: b.promo.usedTitle });
  await expect(used.getByText(code)).toBeVisible();
  await expect(used.getByText('Reload: 50% up to 250 USD')).toBeVisible();

  // The console counts the use, and the code with one use is used up.
  await marketing.reload();
  await expect(row.getByRole('cell', { name: '1 / 1' })).toBeVisible();
  await expect(row.getByText('Used up', { exact: true })).toBeVisible();
});

test("a player's page shows support the profile without money, and payments the balances and ledger", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const player = await newFundedPlayer(request, 'bo-view', 250);

  /** Searches the player by e-mail from the Players section and opens their page. */
  async function openPlayer(staff: Page): Promise<number> {
    await openSection(staff, 'Players');
    await staff.getByLabel('Search players').fill(player.email);
    await staff.getByRole('button', { name: 'Search', exact: true }).click();
    const found = staff
      .getByRole('table', { name: 'Players found' })
      .getByRole('row')
      .filter({ hasText: player.email });
    await expect(found.getByText('E-mail', { exact: true })).toBeVisible();
    await found.getByRole('link', { name: /^#\d+$/ }).click();
    await expect(staff.getByRole('heading', { level: 1, name: /#\d+/ })).toBeVisible();
    const id = Number(/#(\d+)/.exec(await staff.getByRole('heading', { level: 1 }).innerText())?.[1]);
    expect(id).toBeGreaterThan(0);
    await expect(staff.getByText(player.email)).toBeVisible();
    return id;
  }
  const tabs = (staff: Page) => staff.getByRole('navigation', { name: 'Player page tabs' });
  const cash = (staff: Page) => staff.getByRole('term').filter({ hasText: /^Cash$/ });

  // Support: the profile and the player's activity, no balances and no money tabs.
  const support = await officer(browser, request, 'Support');
  const id = await openPlayer(support);
  await expect(tabs(support).getByRole('link', { name: 'Game rounds' })).toBeVisible();
  await expect(tabs(support).getByRole('link', { name: 'Support' })).toBeVisible();
  for (const money of ['Ledger', 'Withdrawals', 'Deposits'])
    await expect(tabs(support).getByRole('link', { name: money })).toHaveCount(0);
  await expect(cash(support)).toHaveCount(0);
  await expect(support.getByText('$250.00')).toHaveCount(0);
  // The server refuses the ledger to support whatever the console shows.
  expect((await support.request.get(`/api/backoffice/players/${id}/ledger/`)).status()).toBe(403);

  // Payments: the balances and the ledger with the deposit.
  const payments = await officer(browser, request, 'Payments');
  expect(await openPlayer(payments)).toBe(id);
  await expect(cash(payments)).toBeVisible();
  await expect(payments.getByRole('definition').filter({ hasText: '$250.00' }).first()).toBeVisible();
  await tabs(payments).getByRole('link', { name: 'Ledger' }).click();
  const ledger = payments.getByRole('table', { name: `Ledger of player ${id}` });
  await expect(ledger.getByRole('row').filter({ hasText: '250.00' }).first()).toBeVisible();
});
