// Screenshots of the game clients against the mock harness (dev/mock-server.ts), for visual checks.
//   node apps/studio/client/dev/screenshots.mjs <out-dir> <session>[@WxH][+step...] ...
// Steps: spin[:ms] (Space, then wait), click:<selector>, key:<key>, wait[:ms], reload.
// e.g. neon-fruits@1440x900+spin crystal-cascade~want-tumble@390x844+spin:3000
// LANG_CODE=ru picks the language; REDUCED_MOTION=1 asks for reduced motion.
import { chromium } from '@playwright/test';

const [outDir = '/tmp/shots', ...specs] = process.argv.slice(2);
const base = process.env.MOCK_URL ?? 'http://localhost:5199/studio';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

for (const spec of specs) {
  const match = spec.match(/^([^@+]+)(?:@(\d+)x(\d+))?((?:\+.*)?)$/);
  if (!match) throw new Error(`bad spec ${spec}`);
  const [, session, w = '1440', h = '900', steps = ''] = match;
  const game = session.split('~')[0];
  const page = await browser.newPage({
    viewport: { width: Number(w), height: Number(h) },
    deviceScaleFactor: 1,
  });
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning')
      console.log(`[${spec}] ${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (error) => console.log(`[${spec}] pageerror: ${error.message}`));
  const lang = process.env.LANG_CODE ?? 'en';
  if (process.env.REDUCED_MOTION) await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${base}/play/${game}?session=${encodeURIComponent(session)}&lang=${lang}`);
  await page.waitForSelector('.controls', { timeout: 10_000 });
  await page.waitForTimeout(400);
  for (const step of steps.split('+').filter(Boolean)) {
    const at = step.indexOf(':');
    const name = at < 0 ? step : step.slice(0, at);
    const arg = at < 0 ? undefined : step.slice(at + 1);
    if (name === 'spin') {
      await page.keyboard.press('Space');
      await page.waitForTimeout(Number(arg ?? 2600));
    } else if (name === 'click') {
      await page.click(arg);
      await page.waitForTimeout(500);
    } else if (name === 'key') {
      await page.keyboard.press(arg);
      await page.waitForTimeout(1200);
    } else if (name === 'reload') {
      await page.reload();
      await page.waitForSelector('.controls', { timeout: 10_000 });
      await page.waitForTimeout(600);
    } else if (name === 'wait') {
      await page.waitForTimeout(Number(arg ?? 1000));
    }
  }
  const file = `${outDir}/${spec.replace(/[^\w@.-]+/g, '_')}.png`;
  await page.screenshot({ path: file });
  console.log(file);
  await page.close();
}
await browser.close();
