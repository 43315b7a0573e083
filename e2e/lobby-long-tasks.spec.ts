import type { MainPageRow } from '@casino/contract';
import { expect, test, type Page } from '@playwright/test';
import { actAsOwnClient, scrollToEachRow, text } from './support';

// The start-up overlay and the lobby keep the main thread free: no single task of theirs holds it
// for 200 ms or more, so a tap is always answered quickly and the overlay's ring keeps turning.
// Long tasks are read from the page's own PerformanceObserver without CPU throttling: the same
// limit holds on a loaded machine, where a throttled trace would multiply the machine's own delays
// (a phone's 4x throttled figures are bench:web's and bench:interactions' business).

const LIMIT_MS = 200;

interface LongTask {
  start: number;
  duration: number;
}

declare global {
  interface Window {
    longTasks?: LongTask[];
  }
}

/** Records every long task (50 ms and more) of the page from its first script on. */
async function recordLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tasks: LongTask[] = [];
    window.longTasks = tasks;
    if (!PerformanceObserver.supportedEntryTypes.includes('longtask')) return;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}

const listTasks = (tasks: LongTask[]) =>
  tasks.map((t) => `${Math.round(t.duration)} ms at ${Math.round(t.start)} ms`).join(', ') || 'none';

test('the start-up overlay and the lobby have no task of 200 ms or more', async ({ page, request }) => {
  const rows = (
    (await (await request.get('/api/frontend/main_page/?casino_type=casino')).json()) as MainPageRow[]
  ).filter((row) => row.slots.length > 0);
  expect(rows.length).toBeGreaterThan(0);
  await actAsOwnClient(page);
  await recordLongTasks(page);
  await page.goto('/');
  expect(await page.evaluate(() => PerformanceObserver.supportedEntryTypes.includes('longtask'))).toBe(true);

  // The overlay: from the first script until it has gone (at least 5 s, spec).
  const overlay = page.getByRole('status', { name: text('en', 'shell', 'loadingApp') });
  await expect(overlay).toBeVisible();
  await expect(overlay).toHaveCount(0, { timeout: 30_000 });
  const overlayGoneAt = await page.evaluate(() => performance.now());

  // The lobby: what renders once the overlay has gone, then every row as a reader scrolls to it.
  await scrollToEachRow(page, rows);
  for (const row of rows) {
    const region = page.getByRole('region', { name: row.name, exact: true });
    await expect(region.getByTestId('game-tile').first()).toBeVisible();
  }
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(1_000);

  const tasks = await page.evaluate(() => window.longTasks ?? []);
  const duringOverlay = tasks.filter((t) => t.start < overlayGoneAt);
  const inLobby = tasks.filter((t) => t.start >= overlayGoneAt);
  test.info().annotations.push({
    type: 'long tasks',
    description: `overlay: ${listTasks(duringOverlay)}; lobby: ${listTasks(inLobby)}`,
  });
  expect(
    duringOverlay.filter((t) => t.duration >= LIMIT_MS),
    `the overlay's long tasks: ${listTasks(duringOverlay)}`,
  ).toEqual([]);
  expect(
    inLobby.filter((t) => t.duration >= LIMIT_MS),
    `the lobby's long tasks: ${listTasks(inLobby)}`,
  ).toEqual([]);
});
