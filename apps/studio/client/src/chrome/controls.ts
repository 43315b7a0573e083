import { h, svgIcon } from '../dom';
import type { Formatter } from '../format';
import type { Translate } from '../i18n/i18n';
import { ICONS, type IconName } from './icons';

/** A round button with a line icon and an accessible name. */
export function iconButton(
  icon: IconName,
  label: string,
  onClick: () => void,
  className = 'icon-btn',
): HTMLButtonElement {
  const button = h('button', {
    type: 'button',
    class: className,
    'aria-label': label,
    title: label,
    onClick,
  });
  button.append(svgIcon('0 0 24 24', ICONS[icon]));
  return button;
}

export interface BetSelector {
  el: HTMLElement;
  get value(): number;
  set value(cents: number);
  setDisabled(disabled: boolean): void;
}

/** The stake picker: − amount +, stepping through the game's allowed stakes. */
export function betSelector(options: {
  stakes: readonly number[];
  initial: number;
  fmt: Formatter;
  t: Translate;
  label?: string;
  onChange?: (cents: number) => void;
}): BetSelector {
  const { stakes, fmt, t } = options;
  let index = Math.max(0, stakes.indexOf(options.initial));
  let disabled = false;
  const amount = h('output', { class: 'bet-amount', 'aria-live': 'off' });
  const down = iconButton('minus', t('betDown'), () => step(-1), 'icon-btn bet-step');
  const up = iconButton('plus', t('betUp'), () => step(1), 'icon-btn bet-step');
  const el = h(
    'div',
    { class: 'bet-selector', role: 'group', 'aria-label': options.label ?? t('bet') },
    h('span', { class: 'control-label' }, options.label ?? t('bet')),
    h('div', { class: 'bet-row' }, down, amount, up),
  );

  function render(): void {
    const cents = stakes[index] ?? 0;
    amount.textContent = fmt.money(cents);
    down.disabled = disabled || index <= 0;
    up.disabled = disabled || index >= stakes.length - 1;
    down.setAttribute('aria-label', `${t('betDown')} (${fmt.money(cents)})`);
    up.setAttribute('aria-label', `${t('betUp')} (${fmt.money(cents)})`);
  }

  function step(direction: number): void {
    const next = Math.min(stakes.length - 1, Math.max(0, index + direction));
    if (next === index) return;
    index = next;
    render();
    options.onChange?.(stakes[index] ?? 0);
  }

  render();
  return {
    el,
    get value() {
      return stakes[index] ?? 0;
    },
    set value(cents: number) {
      const at = stakes.indexOf(cents);
      if (at >= 0) index = at;
      render();
    },
    setDisabled(value) {
      disabled = value;
      render();
    },
  };
}

const CHIP_COLORS = [
  ['#f4f1ea', '#2c5fb8'],
  ['#d9343f', '#f7f1e3'],
  ['#1f9d55', '#f7f1e3'],
  ['#2a2d3a', '#e9c46a'],
  ['#7b3fc4', '#f7f1e3'],
  ['#e8891c', '#f7f1e3'],
  ['#1e7fb8', '#f7f1e3'],
  ['#b8902a', '#2a1a05'],
];

/** SVG markup of a casino chip of the n-th denomination with its label (viewBox 0 0 100 100). */
export function chipMarkup(denominationIndex: number, label: string): string {
  const [body, edge] = CHIP_COLORS[denominationIndex % CHIP_COLORS.length] ?? ['#ddd', '#333'];
  const notches = Array.from({ length: 8 }, (_, i) => {
    const angle = (i * 45 * Math.PI) / 180;
    const x = 50 + Math.cos(angle) * 42;
    const y = 50 + Math.sin(angle) * 42;
    return `<rect x="${(x - 5).toFixed(1)}" y="${(y - 9).toFixed(1)}" width="10" height="18" rx="2" fill="${edge}" transform="rotate(${i * 45 + 90} ${x.toFixed(1)} ${y.toFixed(1)})"/>`;
  }).join('');
  const size = label.length > 4 ? 20 : label.length > 3 ? 24 : label.length > 2 ? 28 : 32;
  const ink = body === '#f4f1ea' ? '#1b2a4a' : '#ffffff';
  return (
    `<circle cx="50" cy="52" r="47" fill="rgba(0,0,0,.35)"/>` +
    `<circle cx="50" cy="50" r="47" fill="${body}"/>` +
    notches +
    `<circle cx="50" cy="50" r="33" fill="${body}" stroke="${edge}" stroke-width="3" stroke-dasharray="6 4"/>` +
    `<circle cx="50" cy="50" r="27" fill="${body}" stroke="rgba(0,0,0,.18)" stroke-width="1.5"/>` +
    `<text x="50" y="50" dy=".36em" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="800" font-size="${size}" fill="${ink}">${label}</text>` +
    `<ellipse cx="38" cy="30" rx="20" ry="9" fill="#fff" opacity=".18"/>`
  );
}

export interface ChipSelector {
  el: HTMLElement;
  get value(): number;
  setDisabled(disabled: boolean): void;
}

/** The chip rack: one pressed chip picks the amount placed by each click on the table. */
export function chipSelector(options: {
  stakes: readonly number[];
  fmt: Formatter;
  t: Translate;
}): ChipSelector {
  const { stakes, fmt, t } = options;
  let selected = 0;
  const buttons = stakes.map((cents, i) => {
    const button = h('button', {
      type: 'button',
      class: 'chip-btn',
      'aria-label': t('chipValue', { amount: fmt.money(cents) }),
      'aria-pressed': i === 0 ? 'true' : 'false',
      onClick: () => select(i),
    });
    button.append(svgIcon('0 0 100 100', chipMarkup(i, fmt.chip(cents)), 'chip-art'));
    return button;
  });
  const el = h(
    'div',
    { class: 'chip-selector', role: 'group', 'aria-label': t('chips') },
    h('span', { class: 'sr-only' }, t('chips')),
    h('div', { class: 'chip-row' }, ...buttons),
  );
  function select(i: number): void {
    selected = i;
    buttons.forEach((b, j) => b.setAttribute('aria-pressed', j === i ? 'true' : 'false'));
  }
  return {
    el,
    get value() {
      return stakes[selected] ?? 0;
    },
    setDisabled(disabled) {
      for (const button of buttons) button.disabled = disabled;
    },
  };
}

export interface WinMeter {
  el: HTMLElement;
  show(cents: number): void;
  setLabel(text: string): void;
  flash(): void;
}

/** The win figure in the control bar. */
export function winMeter(fmt: Formatter, label: string): WinMeter {
  const title = h('span', { class: 'control-label' }, label);
  const value = h('span', { class: 'win-value' }, fmt.money(0));
  const el = h('div', { class: 'win-meter' }, title, value);
  return {
    el,
    show(cents) {
      value.textContent = fmt.money(cents);
      el.classList.toggle('has-win', cents > 0);
    },
    setLabel(text) {
      title.textContent = text;
    },
    flash() {
      el.classList.remove('flash');
      void el.offsetWidth;
      el.classList.add('flash');
    },
  };
}

/** A small labelled figure (total bet, free spins...). */
export function figure(label: string): { el: HTMLElement; set(text: string): void } {
  const value = h('span', { class: 'figure-value' });
  const el = h('div', { class: 'figure' }, h('span', { class: 'control-label' }, label), value);
  return {
    el,
    set(text) {
      value.textContent = text;
    },
  };
}
