import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { openApp, scrollToSettledEnd, text } from './support';

// The help centre in the browser: the footer opens a policy page with its contents and anchored
// sections, the FAQ's questions open to their answers, an answer's link leads to a section of
// another page, and a language switch shows the page in that language.

const pagesDir = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../apps/server/src/modules/content/pages',
);

const LOCALES = ['en', 'es', 'pt', 'ru'] as const;
const SLUGS = fs.readdirSync(path.join(pagesDir, 'en')).map((file) => file.replace(/\.md$/, ''));

const shipped = (locale: string, slug: string) =>
  fs.readFileSync(path.join(pagesDir, locale, `${slug}.md`), 'utf8');

/** A shipped page's title in a language, from its file's front matter. */
function shippedTitle(locale: string, slug: string): string {
  const title = /^title: (.+)$/m.exec(shipped(locale, slug))?.[1]?.trim();
  if (!title) throw new Error(`${locale}/${slug}.md has no title`);
  return title;
}

/** The anchors of a shipped page's sections, in order. */
const shippedAnchors = (locale: string, slug: string) =>
  [...shipped(locale, slug).matchAll(/^## .*\{#([a-z0-9-]+)\}\s*$/gm)].map((m) => m[1]);

const footerLinks = (page: Page) =>
  page
    .getByRole('contentinfo')
    .getByRole('navigation', { name: text('en', 'shell', 'footer.information') })
    .getByRole('link');

test('the footer opens a policy page with its date, contents and a section by its anchor', async ({
  page,
}) => {
  await openApp(page, '/', 'en');
  await expect(footerLinks(page)).toHaveCount(14);
  await scrollToSettledEnd(page);
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: text('en', 'shell', 'faq.slugs.bonus-policy') })
    .click();
  await expect(page).toHaveURL(/\/faq\/bonus-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bonus policy' })).toBeVisible();
  await expect(page).toHaveTitle('Bonus policy · Royal Flush Casino');
  await expect(page.getByText(/^Updated /)).toBeVisible();
  const contents = page.getByRole('navigation', { name: text('en', 'shell', 'faq.onThisPage') });
  await contents.getByRole('link', { name: 'Wagering', exact: true }).click();
  await expect(page).toHaveURL(/\/faq\/bonus-policy#wagering$/);
  const wagering = page.locator('section#wagering');
  await expect(wagering).toBeInViewport();
  await expect(wagering.getByRole('table')).toContainText('Video poker');

  // The fortune wheel's terms are one of the pages too.
  await page.goto('/faq/fortune-wheel#wheel-day');
  await expect(page.getByRole('heading', { level: 1, name: 'Fortune wheel terms' })).toBeVisible();
  await expect(page.locator('section#wheel-day')).toBeInViewport();
  await expect(page.locator('section#wheel-day')).toContainText('05:00 to 04:59');
});

test('the FAQ opens an answer, and its link leads to the section of another page', async ({ page }) => {
  await openApp(page, '/faq', 'en');
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'shell', 'faq.title') })).toBeVisible();
  const question = page.getByRole('button', { name: 'How do I withdraw my winnings?' });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  const answer = page.getByRole('region', { name: 'How do I withdraw my winnings?' });
  await expect(answer).toContainText('1 to 24 hours');

  await answer.getByRole('link', { name: 'Terms and Conditions' }).click();
  await expect(page).toHaveURL(/\/faq\/terms-conditions#withdrawals$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
  await expect(page.locator('section#withdrawals')).toBeInViewport();

  // Back to the questions, where the policy cards list every other page.
  await page.goBack();
  await expect(page).toHaveURL(/\/faq$/);
  const policies = page.getByRole('region', { name: text('en', 'shell', 'faq.policiesTitle') });
  await expect(policies.getByRole('link')).toHaveCount(13);
});

test('an address with a question opens that answer', async ({ page }) => {
  await openApp(page, '/faq#wheel', 'en');
  const question = page.getByRole('button', { name: 'How does the wheel of fortune work?' });
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('li#wheel')).toBeInViewport();
});

test('switching the language shows the page in that language', async ({ page }) => {
  await openApp(page, '/faq/play-safe', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Play safe' })).toBeVisible();
  await page.getByRole('button', { name: `${text('en', 'shell', 'header.language')}: English, EN` }).click();
  await page.getByRole('menuitemradio', { name: /Español/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: shippedTitle('es', 'play-safe') })).toBeVisible();
  await expect(page.getByText(text('es', 'shell', 'faq.fallback'))).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: text('es', 'shell', 'faq.onThisPage') })).toBeVisible();
  await expect(page.getByRole('navigation', { name: text('es', 'shell', 'faq.sections') })).toContainText(
    text('es', 'shell', 'faq.slugs.fortune-wheel'),
  );
});

test('the status page links to the status system terms', async ({ page }) => {
  await openApp(page, '/status', 'en');
  await page.getByRole('link', { name: 'Read the full terms' }).click();
  await expect(page).toHaveURL(/\/faq\/status-system$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Status system' })).toBeVisible();
});

// One journey per language, so they run side by side: the four in one journey took 4.3 min in CI
// among the first workers and ran out of its four minutes at the last language.
for (const locale of LOCALES) {
  test(`every page renders in ${locale}: its own title and every section, never the English fallback`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await openApp(page, '/faq/terms-conditions', locale);
    const menu = page.getByRole('navigation', { name: text(locale, 'shell', 'faq.sections') });
    for (const slug of SLUGS) {
      // The FAQ page is the /faq index (its questions); every other page opens from the menu.
      if (slug === 'faq') continue;
      await menu.getByRole('link', { name: text(locale, 'shell', `faq.slugs.${slug}`), exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: shippedTitle(locale, slug) })).toBeVisible();
      const anchors = shippedAnchors(locale, slug);
      expect(anchors.length, `${locale}/${slug}`).toBeGreaterThan(2);
      await expect(page.locator('article section[id]')).toHaveCount(anchors.length);
      for (const anchor of anchors) await expect(page.locator(`section#${anchor}`)).not.toBeEmpty();
      await expect(page.getByText(text(locale, 'shell', 'faq.fallback'))).toHaveCount(0);
    }
    await page.goto('/faq');
    const questions = shippedAnchors(locale, 'faq');
    await expect(page.locator('li[id]')).toHaveCount(questions.length);
  });
}
