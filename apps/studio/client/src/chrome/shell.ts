import type { FairView, RoundView, SessionView } from '../../../src/protocol';
import { ApiError, type StudioApi } from '../api';
import { casinoNotifier, casinoOrigins, type CasinoMessage } from './casino-messages';
import { h, prefersReducedMotion, svgIcon } from '../dom';
import type { Formatter } from '../format';
import type { Translate } from '../i18n/i18n';
import { iconButton } from './controls';
import { errorMessage } from './errors';
import { ICONS, type IconName } from './icons';
import { openFairnessPanel, openHistoryPanel, openInfoPanel } from './panels';
import type { Sound } from './sound';

/** What a game receives from the shared chrome. */
export interface GameContext {
  session: SessionView;
  api: StudioApi;
  t: Translate;
  fmt: Formatter;
  sound: Sound;
  reducedMotion: boolean;
  /** Where the game draws (fills the space between the top bar and the controls). */
  stage: HTMLElement;
  /** Control bar zones: left (stake or chips), right (win), extra (a row above for actions). */
  controlsLeft: HTMLElement;
  controlsRight: HTMLElement;
  controlsExtra: HTMLElement;
  /** The main button (Spin / Deal); its clicks and Space go to Game.primary. */
  main: MainButton;
  balance(): number;
  setBalance(cents: number): void;
  /** A round is open (blackjack): the seeds cannot change until it ends. */
  setRoundOpen(open: boolean): void;
  /** Something is being played: controls that change the bet or the seeds wait. */
  setBusy(busy: boolean): void;
  /** The seeds after a round (the next nonce). */
  updateFair(fair: FairView): void;
  /** Tells the casino framing the game that the balance moved (see casino-messages.ts). */
  notifyCasino(message: CasinoMessage): void;
  announce(text: string): void;
  showError(error: unknown): void;
  clearError(): void;
}

export interface MainButton {
  el: HTMLButtonElement;
  set(options: {
    label: string;
    aria?: string;
    icon?: IconName | null;
    disabled?: boolean;
    mode?: string;
    hidden?: boolean;
  }): void;
}

/** What every game offers the chrome. */
export interface Game {
  /** The main button or Space: spin, deal, or hurry the presentation along. */
  primary(): void;
  /** Other keyboard shortcuts; answers true when the key was used. */
  key?(event: KeyboardEvent): boolean;
  /** The game's part of the info panel (paytable, payouts, rules). */
  infoSection(): HTMLElement;
}

export type GameFactory = (ctx: GameContext) => Game;

function mainButton(onPress: () => void): MainButton {
  const icon = h('span', { class: 'main-icon', 'aria-hidden': 'true' });
  const text = h('span', { class: 'main-text' });
  const el = h('button', { type: 'button', class: 'main-btn', onClick: onPress }, icon, text);
  return {
    el,
    set(options) {
      text.textContent = options.label;
      el.setAttribute('aria-label', options.aria ?? options.label);
      el.disabled = options.disabled ?? false;
      el.hidden = options.hidden ?? false;
      el.dataset.mode = options.mode ?? '';
      icon.replaceChildren();
      if (options.icon) icon.append(svgIcon('0 0 24 24', ICONS[options.icon]));
      icon.hidden = !options.icon;
    },
  };
}

/** Builds the chrome around a game and starts it. */
export function mountShell(options: {
  root: HTMLElement;
  session: SessionView;
  api: StudioApi;
  t: Translate;
  fmt: Formatter;
  sound: Sound;
  theme: string;
  factory: GameFactory;
}): void {
  const { root, session, api, t, fmt, sound } = options;
  let balance = session.balance;
  let roundOpen = session.open_round !== null && !session.open_round.finished;
  let busy = false;
  const fair: FairView = { ...session.fair };
  const fairListeners = new Set<() => void>();
  const fairChanged = (): void => fairListeners.forEach((listener) => listener());

  const balanceValue = h('span', { class: 'balance-value' });
  const renderBalance = (): void => {
    balanceValue.textContent = fmt.money(balance);
  };
  renderBalance();

  const home = session.lobby_url
    ? iconButton('home', t('homeLabel'), () => {
        // The casino watches its frame and closes the game when the frame comes back to its host.
        location.href = session.lobby_url;
      })
    : null;

  const soundButton = iconButton('soundOff', t('soundOff'), () => {
    sound.setEnabled(!sound.enabled);
    sound.play('click');
  });
  const renderSound = (): void => {
    soundButton.replaceChildren(svgIcon('0 0 24 24', ICONS[sound.enabled ? 'soundOn' : 'soundOff']));
    const label = sound.enabled ? t('soundOn') : t('soundOff');
    soundButton.setAttribute('aria-label', label);
    soundButton.title = label;
    soundButton.setAttribute('aria-pressed', sound.enabled ? 'true' : 'false');
  };
  sound.onChange(renderSound);
  renderSound();

  const fairState = {
    get fair() {
      return fair;
    },
    get locked() {
      return roundOpen || busy;
    },
    update(next: FairView) {
      Object.assign(fair, next);
    },
    subscribe(listener: () => void) {
      fairListeners.add(listener);
      return () => fairListeners.delete(listener);
    },
  };

  const topbar = h(
    'header',
    { class: 'topbar' },
    h('div', { class: 'topbar-start' }, home, h('h1', { class: 'game-name' }, session.game.name)),
    h(
      'div',
      { class: 'balance', role: 'group', 'aria-label': t('balance') },
      h('span', { class: 'control-label' }, t('balance')),
      h(
        'span',
        { class: 'balance-row' },
        balanceValue,
        session.demo ? h('span', { class: 'demo-badge', title: t('demoHint') }, t('demo')) : null,
      ),
    ),
    h(
      'nav',
      { class: 'topbar-end', 'aria-label': t('menu') },
      iconButton('info', t('info'), () =>
        openInfoPanel({
          session,
          t,
          fmt,
          section: game.infoSection(),
          mathUrl: api.mathUrl(session.game.id),
        }),
      ),
      iconButton('history', t('history'), () => openHistoryPanel({ api, t, fmt })),
      iconButton('shield', t('fairness'), () =>
        openFairnessPanel({ api, t, fmt, state: fairState, game: session.game.id }),
      ),
      soundButton,
    ),
  );

  const errorBox = h('div', { class: 'error-banner', role: 'alert', hidden: true });
  const stage = h('main', { class: 'stage' });
  const controlsLeft = h('div', { class: 'controls-left' });
  const controlsRight = h('div', { class: 'controls-right' });
  const controlsExtra = h('div', { class: 'controls-extra' });
  const main = mainButton(() => game.primary());
  const controls = h(
    'footer',
    { class: 'controls' },
    controlsExtra,
    h(
      'div',
      { class: 'controls-row' },
      controlsLeft,
      h('div', { class: 'controls-main' }, main.el),
      controlsRight,
    ),
  );
  const live = h('div', { class: 'sr-only', 'aria-live': 'polite', 'aria-atomic': 'true' });

  root.className = `app theme-${options.theme}`;
  root.replaceChildren(topbar, h('div', { class: 'stage-wrap' }, stage, errorBox), controls, live);

  function showError(error: unknown): void {
    const message = h('p', { class: 'error-text' }, errorMessage(error, t));
    const extra =
      error instanceof ApiError && error.balance !== undefined
        ? h('p', { class: 'error-balance' }, t('balanceIs', { amount: fmt.money(error.balance) }))
        : null;
    if (error instanceof ApiError && error.balance !== undefined) {
      balance = error.balance;
      renderBalance();
    }
    const close = iconButton('close', t('dismiss'), () => clearError(), 'icon-btn error-close');
    errorBox.replaceChildren(h('div', { class: 'error-body' }, message, extra), close);
    errorBox.hidden = false;
    sound.play('lose');
  }

  function clearError(): void {
    errorBox.hidden = true;
    errorBox.replaceChildren();
  }

  const ctx: GameContext = {
    session,
    api,
    t,
    fmt,
    sound,
    reducedMotion: prefersReducedMotion(),
    stage,
    controlsLeft,
    controlsRight,
    controlsExtra,
    main,
    balance: () => balance,
    setBalance(cents) {
      balance = cents;
      renderBalance();
    },
    setRoundOpen(open) {
      roundOpen = open;
      fairChanged();
    },
    setBusy(value) {
      busy = value;
      root.classList.toggle('is-busy', value);
      fairChanged();
    },
    notifyCasino: casinoNotifier(window, casinoOrigins(document, location.origin)),
    updateFair(next) {
      Object.assign(fair, next);
      fairChanged();
    },
    announce(text) {
      // Re-set even an identical text so screen readers speak it again.
      live.textContent = '';
      setTimeout(() => (live.textContent = text), 30);
    },
    showError,
    clearError,
  };

  const game = options.factory(ctx);

  // Space plays, except on a control the player reached with the keyboard (Space presses that
  // control, as everywhere). A control focused by a click does not keep Space for itself.
  let keyboardNavigation = false;
  document.addEventListener('pointerdown', () => (keyboardNavigation = false), true);
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Tab' || event.key.startsWith('Arrow')) keyboardNavigation = true;
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement | null;
    if (
      target &&
      (target.closest('input, textarea, select, [contenteditable="true"]') || target.closest('dialog'))
    ) {
      return;
    }
    if (event.key === ' ' || event.code === 'Space') {
      const control = target?.closest<HTMLElement>('button, a');
      if (control && keyboardNavigation) return;
      event.preventDefault();
      control?.blur();
      if (!event.repeat) game.primary();
      return;
    }
    if (game.key?.(event)) event.preventDefault();
  });
}

/** A round answer's effect on the shared chrome. */
export function applyRound(ctx: GameContext, round: RoundView): void {
  ctx.updateFair(round.fair);
  ctx.setRoundOpen(!round.finished);
  // Every answer of a round means money moved in the wallet (a bet, an extra bet, a win).
  if (!ctx.session.demo)
    ctx.notifyCasino({
      source: 'royal-originals',
      type: round.finished ? 'round_finished' : 'balance_changed',
      round: round.round,
      balance: round.balance,
    });
}
