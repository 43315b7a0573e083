import { expect, test } from '@playwright/test';
import { openApp, text, waitForShell } from './support';

// Dialogs are native <dialog>s opened with showModal(): the browser makes the page behind inert,
// which no test DOM can show. Checked here in Chromium on the sign-in dialog.
test('a dialog makes the page behind inert, closes on Escape and gives the focus back', async ({ page }) => {
  await openApp(page, '/', 'en');
  await waitForShell(page, 'en');
  const opener = page.getByRole('button', { name: text('en', 'shell', 'header.login'), exact: true }).first();
  await opener.focus();
  await opener.press('Enter');
  const dialog = page.getByRole('dialog', { name: text('en', 'auth', 'signIn.title') });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((node) => node.tagName === 'DIALOG' && node.matches(':modal'))).toBe(true);
  // The focus is on the dialog's first control (not its close button).
  expect(
    await page.evaluate(() => {
      const active = document.activeElement;
      return Boolean(active?.closest('dialog')) && !active?.hasAttribute('data-close');
    }),
  ).toBe(true);

  // Nothing behind the dialog takes the focus or a click.
  const behind = await page.evaluate(() => {
    const outside = [...document.querySelectorAll<HTMLElement>('a[href], button')].filter(
      (node) => !node.closest('dialog'),
    );
    const focusable = outside.filter((node) => {
      node.focus();
      return document.activeElement === node;
    });
    // A press on a visible control behind lands on the dialog's backdrop instead.
    const visible = outside
      .map((node) => node.getBoundingClientRect())
      .find(
        (r) => r.width > 0 && r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth,
      );
    const hit = visible
      ? document.elementFromPoint(visible.x + visible.width / 2, visible.y + visible.height / 2)
      : null;
    return {
      outside: outside.length,
      focusable: focusable.length,
      hitInsideDialog: Boolean(hit?.closest('dialog')),
    };
  });
  expect(behind.outside).toBeGreaterThan(0);
  expect(behind.focusable).toBe(0);
  expect(behind.hitInsideDialog).toBe(true);

  // Tab never leaves the dialog for the page behind.
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(
      () => document.activeElement === document.body || Boolean(document.activeElement?.closest('dialog')),
    );
    expect(inside).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});
