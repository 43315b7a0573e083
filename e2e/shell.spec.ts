import { expect, test } from '@playwright/test';
import { openApp, text } from './support';

test('the lobby loads with no console errors and no content-security-policy violations', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await openApp(page, '/', 'en');
  await expect(
    page.getByRole('button', { name: text('en', 'shell', 'header.login'), exact: true }).first(),
  ).toBeVisible();
  // Open a dialog too, so lazily loaded code and its styles are checked as well.
  await page
    .getByRole('button', { name: text('en', 'shell', 'header.login'), exact: true })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(problems).toEqual([]);
});
