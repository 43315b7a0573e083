import type { MainPageRow } from '@casino/contract';
import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { actAsOwnClient, scrollToEachRow, text } from './support';

// The start-up overlay and the lobby keep the main thread free: no single task of theirs holds it
// for 200 ms or more, so a tap is always answered quickly and the overlay's ring keeps turning.
// Long tasks are read from the page's own PerformanceObserver without CPU throttling (a phone's
// 4x throttled figures are bench:web's and bench:interactions' business). On a loaded machine a
// task's wall time also holds the time the machine gave to other processes, or the page waited on
// the browser: a long task counts against the page when its main thread also spent 200 ms of CPU
// in it (the task's thread time in a trace recorded alongside).

const LIMIT_MS = 200;

interface LongTask {
  start: number;
  duration: number;
  /** Main-thread CPU time within the task, from the trace. */
  cpu?: number;
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

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { documentLoaderURL?: string; isLoadingMainFrame?: boolean } };
}

async function startTrace(cdp: CDPSession): Promise<() => Promise<TraceEvent[]>> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as TraceEvent[])));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: ['disabled-by-default-devtools.timeline', 'blink.user_timing'] },
  });
  return async () => {
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await complete;
    return events;
  };
}

/** Each long task's main-thread CPU time: the trace's task starting at the same moment. */
function addCpuTimes(tasks: LongTask[], events: TraceEvent[], url: string): void {
  const navigation = events
    .filter(
      (e) =>
        e.name === 'navigationStart' &&
        e.args?.data?.isLoadingMainFrame &&
        e.args.data.documentLoaderURL === url,
    )
    .at(-1);
  if (!navigation) return;
  const main = events.filter(
    (e) => e.ph === 'X' && e.name === 'RunTask' && e.pid === navigation.pid && e.tid === navigation.tid,
  );
  // The trace's task is the one that overlaps the long task most: on a busy machine the two
  // clocks' start times drift apart by more than a few milliseconds, their spans do not.
  const overlap = (e: TraceEvent, from: number, to: number) =>
    Math.min(e.ts + (e.dur ?? 0), to) - Math.max(e.ts, from);
  for (const task of tasks) {
    const from = navigation.ts + task.start * 1000;
    const to = from + task.duration * 1000;
    const match = main
      .filter((e) => (e.dur ?? 0) >= 40_000 && overlap(e, from, to) > 0)
      .sort((a, b) => overlap(b, from, to) - overlap(a, from, to))[0];
    if (match?.tdur !== undefined) task.cpu = match.tdur / 1000;
  }
}

const listTasks = (tasks: LongTask[]) =>
  tasks
    .map(
      (t) =>
        `${Math.round(t.duration)} ms at ${Math.round(t.start)} ms` +
        (t.cpu === undefined ? '' : ` (${Math.round(t.cpu)} ms CPU)`),
    )
    .join(', ') || 'none';

/** A task the page itself made long: 200 ms of wall time, and of CPU where the trace tells it. */
const tooLong = (t: LongTask) => t.duration >= LIMIT_MS && (t.cpu === undefined || t.cpu >= LIMIT_MS);

test('the start-up overlay and the lobby have no task of 200 ms or more', async ({
  page,
  request,
  baseURL,
}) => {
  const rows = (
    (await (await request.get('/api/frontend/main_page/?casino_type=casino')).json()) as MainPageRow[]
  ).filter((row) => row.slots.length > 0);
  expect(rows.length).toBeGreaterThan(0);
  await actAsOwnClient(page);
  await recordLongTasks(page);
  const stopTrace = await startTrace(await page.context().newCDPSession(page));
  const url = new URL('/', baseURL).href;
  await page.goto(url);
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
  addCpuTimes(tasks, await stopTrace(), url);
  const duringOverlay = tasks.filter((t) => t.start < overlayGoneAt);
  const inLobby = tasks.filter((t) => t.start >= overlayGoneAt);
  test.info().annotations.push({
    type: 'long tasks',
    description: `overlay: ${listTasks(duringOverlay)}; lobby: ${listTasks(inLobby)}`,
  });
  expect(duringOverlay.filter(tooLong), `the overlay's long tasks: ${listTasks(duringOverlay)}`).toEqual([]);
  expect(inLobby.filter(tooLong), `the lobby's long tasks: ${listTasks(inLobby)}`).toEqual([]);
});

/** The page's CSS animations outside the overlay, by name and state. */
const shellAnimations = (page: Page) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => {
        const target = a.effect instanceof KeyframeEffect ? a.effect.target : null;
        return target !== null && !target.closest('[role="status"]');
      })
      .map((a) => `${a instanceof CSSAnimation ? a.animationName : 'animation'} ${a.playState}`),
  );

test("the shell's animations stand still beneath the overlay and run once it has gone", async ({ page }) => {
  await actAsOwnClient(page);
  await page.goto('/');
  const overlay = page.getByRole('status', { name: text('en', 'shell', 'loadingApp') });
  await expect(overlay).toBeVisible();
  // The registration countdown's gift wiggles for a guest: there is something to hold still.
  await expect(page.getByRole('main')).toBeAttached();
  await expect.poll(() => shellAnimations(page)).toContainEqual(expect.stringMatching(/wiggle/));
  // Each is held a frame after it started.
  await expect
    .poll(async () => (await shellAnimations(page)).filter((a) => a.endsWith(' running')))
    .toEqual([]);
  expect(await overlay.isVisible()).toBe(true);

  await expect(overlay).toHaveCount(0, { timeout: 30_000 });
  await expect.poll(() => shellAnimations(page)).toContainEqual(expect.stringMatching(/wiggle.* running$/));
});
