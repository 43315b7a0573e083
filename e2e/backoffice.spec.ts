import { expect, test } from '@playwright/test';
import {
  administratorConsole,
  createStaff,
  newOfficer,
  setUpAccount,
  signInAdministrator,
  staffPage,
} from './backoffice-staff';
import { depositThroughApi, openSignedIn, registerThroughApi, uniqueEmail } from './support';

// The back office as its README describes it, on the casino a new user starts with `npm start`:
// the first administrator from the printed set-up link, two officers with their own two factors,
// a document and a large withdrawal through compliance, payments and the second approver.
// The first administrator is set up once per server, by whichever journey comes first
// (e2e/backoffice-staff.ts).
test.describe.configure({ mode: 'serial' });

// Above WITHDRAWAL_APPROVAL_ABOVE_USD's default (1,000): it needs a second person.
const WITHDRAWAL_USD = 1200;
const TRON_ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('staff run KYC and a large withdrawal with two factors, four eyes and a chained audit log', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  // The player: an account with 1,500 USD, a passport uploaded from the profile.
  const player = await registerThroughApi(request, 'bo-player', 'Player2026');
  expect((await request.post('/api/frontend/bonus_reject/', { headers: player.headers })).ok()).toBe(true);
  await depositThroughApi(request, player.headers, 1500);
  await openSignedIn(page, player.tokens, '/profile');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Upload document' }).click();
  await expect(page.getByText('Under review').first()).toBeVisible();

  // The administrator: set-up link, then a real sign-in with password and a fresh code.
  const admin = await staffPage(browser);
  await admin.goto('/backoffice/');
  await signInAdministrator(admin, request);
  await admin.getByRole('button', { name: 'Sign out', exact: true }).click();
  await signInAdministrator(admin, request);

  // Two officers, each with their own two factors.
  const paymentsEmail = uniqueEmail('bo-payments');
  const complianceEmail = uniqueEmail('bo-compliance');
  const paymentsLink = await createStaff(admin, 'Paula Payments', paymentsEmail, 'Payments');
  const complianceLink = await createStaff(admin, 'Carl Compliance', complianceEmail, 'Compliance');
  const payments = await staffPage(browser);
  await setUpAccount(payments, paymentsLink);
  const compliance = await staffPage(browser);
  await setUpAccount(compliance, complianceLink);
  // Payments officers see no KYC queue; compliance sees no withdrawals.
  await expect(
    payments.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'KYC' }),
  ).toHaveCount(0);
  await expect(
    compliance.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Withdrawals' }),
  ).toHaveCount(0);

  // Compliance verifies the passport.
  await compliance.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'KYC' }).click();
  const docRow = compliance.getByRole('row').filter({ hasText: player.email });
  await docRow.getByRole('button', { name: 'Review' }).click();
  const review = compliance.getByRole('dialog', { name: /^Document #/ });
  await expect(review.getByRole('img', { name: "The player's document" })).toBeVisible();
  await review.getByRole('button', { name: 'Verify' }).click();
  await expect(compliance.getByText(`Verified. ${player.email} can now withdraw.`)).toBeVisible();

  // The verified player withdraws 1,200 USD.
  const requested = await request.post('/api/frontend/withdrawals/', {
    headers: player.headers,
    data: { amount: WITHDRAWAL_USD, provider: 'TRX', token_type: 'USDT', address: TRON_ADDRESS },
  });
  expect(requested.status()).toBe(201);
  const withdrawalId = ((await requested.json()) as { id: number }).id;

  // Payments reviews it: above the threshold it waits for a second person and cannot be paid yet.
  await payments
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Withdrawals' })
    .click();
  // The officer's console opened on this queue before the request came in.
  await payments.reload();
  const row = payments.getByRole('row').filter({ hasText: player.email });
  await expect(row.getByText('First withdrawal')).toBeVisible();
  await row.getByRole('button', { name: 'Review for approval' }).click();
  await expect(payments.getByText(`Withdrawal #${withdrawalId} reviewed`)).toBeVisible();
  await expect(row.getByText('Waiting for a second approval')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Pay' })).toHaveCount(0);

  // The administrator approves it.
  await admin.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Approvals' }).click();
  const card = admin.getByRole('article').filter({ hasText: `withdrawal:${withdrawalId}` });
  await card.getByRole('button', { name: 'Approve' }).click();
  const confirm = admin.getByRole('dialog');
  if (await confirm.count()) await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(card).toHaveCount(0);

  // Payments pays it with the chain transaction.
  await payments.reload();
  await expect(row.getByText('Approved, to pay')).toBeVisible();
  await row.getByRole('button', { name: 'Pay' }).click();
  const pay = payments.getByRole('dialog', { name: `Pay withdrawal #${withdrawalId}` });
  await pay.getByLabel('Chain transaction id').fill('e2e0chain0tx0' + withdrawalId);
  await pay.getByRole('button', { name: 'Mark paid' }).click();
  await expect(payments.getByText(`Withdrawal #${withdrawalId} marked paid.`)).toBeVisible();

  // The player sees it paid.
  const mine = await request.get(`/api/frontend/withdrawals/${withdrawalId}/`, { headers: player.headers });
  expect(await mine.json()).toMatchObject({ status: 'paid' });
  await page.goto('/profile?tab=history');
  await expect(page.getByRole('row').filter({ hasText: '1,200.00' }).getByText('Paid')).toBeVisible();

  // The audit log shows each step, and its chain holds.
  await admin.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Audit log' }).click();
  for (const action of ['document.verify', 'withdrawal.review', 'approval.approve', 'withdrawal.pay']) {
    await expect(admin.getByRole('cell', { name: action }).first()).toBeVisible();
  }
  await admin.getByRole('button', { name: 'Verify chain' }).click();
  await expect(admin.getByText(/The chain is intact: \d+ entries verified\./)).toBeVisible();
});

test('compliance opens a player flagged by a marker of harm and records an interaction', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // The player sets a 24-hour deposit limit of 10 USD, then asks three times to deposit 40.
  const email = uniqueEmail('bo-rg');
  const registered = await request.post('/api/frontend/user/register/', {
    data: { email, password: 'Player2026', date_of_birth: '1990-01-01', country: 1 },
  });
  expect(registered.status()).toBe(201);
  const { id: playerId, tokens } = (await registered.json()) as { id: number; tokens: { access: string } };
  const headers = { authorization: `Bearer ${tokens.access}` };
  const limit = await request.put('/api/frontend/limits/', {
    headers,
    data: { kind: 'deposit', period: 'day', amount: 10 },
  });
  expect(limit.status()).toBe(200);
  const [method] = (await (await request.get('/api/frontend/payment/tokens/')).json()) as Array<{
    provider: string;
    token_type: string;
  }>;
  for (let i = 0; i < 3; i++) {
    const refused = await request.post('/api/frontend/payment/deposit/', {
      headers,
      data: { provider: method?.provider, token_type: method?.token_type, usd_amount: 40 },
    });
    expect(refused.status()).toBe(400);
  }

  // A compliance officer of their own (the administrator from the journey before, or a new set-up).
  const admin = await administratorConsole(browser, request);
  const compliance = await newOfficer(browser, admin, 'Compliance', 'Rita Responsible');

  // The flagged players: the rules run now rather than at the job's next turn.
  await compliance
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Responsible gambling' })
    .click();
  await compliance.getByRole('button', { name: 'Run the rules now' }).click();
  await expect(compliance.getByText(/The rules ran: \d+ flag\(s\) firing/)).toBeVisible();
  const filters = compliance.getByRole('search');
  await filters.getByLabel('Rule').selectOption({ label: 'Declined deposits' });
  await filters.getByLabel('Player').fill(String(playerId));
  await filters.getByRole('button', { name: 'Apply' }).click();
  const row = compliance.getByRole('row').filter({ hasText: `#${playerId}` });
  await expect(row.getByText('Declined deposits')).toBeVisible();
  await expect(row.getByText('None yet')).toBeVisible();
  await row.getByRole('link').first().click();

  // The player's page: the rule with its figures, the limit in force, the interaction recorded.
  await expect(compliance.getByRole('heading', { name: 'Markers of harm' })).toBeVisible();
  await expect(
    compliance.getByText('3 deposit applications ($120.00) refused by the limits in 7 days', {
      exact: false,
    }),
  ).toBeVisible();
  await expect(compliance.getByRole('cell', { name: '24-hour deposit' })).toBeVisible();
  await compliance.getByRole('button', { name: 'Record an interaction' }).click();
  const dialog = compliance.getByRole('dialog', { name: 'Record an interaction' });
  await dialog.getByLabel('Interaction').selectOption({ label: 'Limits suggested' });
  await dialog.getByLabel('Reason').fill('Called the player and suggested a weekly loss limit');
  await dialog.getByRole('button', { name: 'Record' }).click();
  await expect(compliance.getByText('The interaction is recorded.')).toBeVisible();
  const log = compliance.getByRole('region', { name: 'Interaction log' });
  await expect(log.getByText('Limits suggested')).toBeVisible();
  await expect(log.getByText('Called the player and suggested a weekly loss limit')).toBeVisible();

  // Back on the list, the player's last interaction shows.
  await compliance
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Responsible gambling' })
    .click();
  await expect(
    compliance
      .getByRole('row')
      .filter({ hasText: `#${playerId}` })
      .getByText('Limits suggested'),
  ).toBeVisible();
});
