import { h, svgFragment, s } from '../dom';
import { countUp, type Formatter } from '../format';
import type { Translate } from '../i18n/i18n';
import type { Pace } from '../pace';
import type { WinTier } from './slot-model';

const COIN =
  `<defs><radialGradient id="coin-g" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#fff7c8"/><stop offset=".45" stop-color="#ffc93c"/><stop offset="1" stop-color="#a0620a"/></radialGradient></defs>` +
  `<circle cx="50" cy="50" r="46" fill="url(#coin-g)" stroke="#7a4500" stroke-width="4"/>` +
  `<circle cx="50" cy="50" r="33" fill="none" stroke="#b8790f" stroke-width="4"/>` +
  `<path d="M50 28l6 14 15 1-11 10 4 15-14-8-14 8 4-15-11-10 15-1z" fill="#fff3b0" opacity=".9"/>`;

/**
 * The big-win show over the game: the tier, the amount counting up and a shower of coins.
 * Resolves when it closes (by itself after a moment, or by the player).
 */
export async function celebrate(options: {
  host: HTMLElement;
  tier: Exclude<WinTier, 'none' | 'small'>;
  amount: number;
  fmt: Formatter;
  t: Translate;
  pace: Pace;
  reducedMotion: boolean;
  onDismissable: (dismiss: () => void) => void;
}): Promise<void> {
  const { host, tier, amount, fmt, t, pace } = options;
  const title = tier === 'epic' ? t('epicWin') : tier === 'mega' ? t('megaWin') : t('bigWin');
  const value = h('div', { class: 'celebration-amount' }, fmt.money(0));
  const coins = h('div', { class: 'celebration-coins', 'aria-hidden': 'true' });
  if (!options.reducedMotion) {
    const count = tier === 'epic' ? 42 : tier === 'mega' ? 32 : 22;
    for (let i = 0; i < count; i += 1) {
      const coin = s('svg', {
        viewBox: '0 0 100 100',
        class: 'coin',
        style:
          `left:${(Math.random() * 100).toFixed(1)}%;` +
          `animation-delay:${(Math.random() * 1.6).toFixed(2)}s;` +
          `animation-duration:${(1.6 + Math.random() * 1.4).toFixed(2)}s;` +
          `--spin:${Math.random() > 0.5 ? 1 : -1};--size:${(26 + Math.random() * 26).toFixed(0)}px`,
      });
      coin.append(svgFragment(COIN.replace(/coin-g/g, `coin-g${i}`)));
      coins.append(coin);
    }
  }
  const overlay = h(
    'div',
    { class: `celebration tier-${tier}`, role: 'presentation' },
    h('div', { class: 'celebration-rays', 'aria-hidden': 'true' }),
    coins,
    h('div', { class: 'celebration-card' }, h('div', { class: 'celebration-title' }, title), value),
  );
  host.append(overlay);

  const signal = { skipped: pace.fast };
  let closed = false;
  let close: () => void = () => undefined;
  const closedPromise = new Promise<void>((resolve) => {
    close = () => {
      if (closed) return;
      closed = true;
      overlay.classList.add('leaving');
      setTimeout(() => {
        overlay.remove();
        resolve();
      }, 250);
    };
  });
  overlay.addEventListener('click', () => dismiss());
  function dismiss(): void {
    if (!signal.skipped) signal.skipped = true;
    else close();
  }
  options.onDismissable(dismiss);

  const duration = tier === 'epic' ? 4200 : tier === 'mega' ? 3200 : 2200;
  await countUp(
    0,
    amount,
    pace.fast ? 0 : duration,
    (cents) => (value.textContent = fmt.money(cents)),
    () => signal.skipped,
  );
  signal.skipped = true;
  value.classList.add('done');
  setTimeout(close, pace.fast ? 1200 : 2000);
  await closedPromise;
}
