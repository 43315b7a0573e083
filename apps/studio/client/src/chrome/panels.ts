import type { FairView, HistoryItem, SessionView } from '../../../src/protocol';
import type { StudioApi } from '../api';
import { h, svgIcon } from '../dom';
import type { Formatter } from '../format';
import type { MessageKey, Translate } from '../i18n/i18n';
import { iconButton } from './controls';
import { ICONS } from './icons';
import { errorMessage } from './errors';

/** Opens a modal side panel (a native dialog: focus is kept inside, Escape closes it). */
function openPanel(title: string, body: HTMLElement, t: Translate): HTMLDialogElement {
  const titleId = `panel-title-${Math.random().toString(36).slice(2, 8)}`;
  const dialog = h('dialog', { class: 'panel', 'aria-labelledby': titleId });
  const close = iconButton('close', t('close'), () => dialog.close(), 'icon-btn panel-close');
  dialog.append(
    h('div', { class: 'panel-head' }, h('h2', { id: titleId, class: 'panel-title' }, title), close),
    h('div', { class: 'panel-body' }, body),
  );
  dialog.addEventListener('close', () => dialog.remove());
  // A click on the backdrop (the dialog box itself, outside its content) closes it.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  document.body.append(dialog);
  dialog.showModal();
  return dialog;
}

function externalLink(href: string, text: string): HTMLAnchorElement {
  const link = h('a', { class: 'link', href, target: '_blank', rel: 'noopener noreferrer' }, text);
  link.append(svgIcon('0 0 24 24', ICONS.external, 'icon inline-icon'));
  return link;
}

/** Rules, figures and the paytable. */
export function openInfoPanel(options: {
  session: SessionView;
  t: Translate;
  fmt: Formatter;
  section: HTMLElement;
  /** The game's published maths, linked under the paytable. */
  mathUrl: string;
}): void {
  const { session, t, fmt } = options;
  const game = session.game;
  const stat = (label: string, value: string): HTMLElement =>
    h(
      'div',
      { class: 'stat' },
      h('span', { class: 'stat-label' }, label),
      h('span', { class: 'stat-value' }, value),
    );
  const volatilityKey = `volatility_${game.volatility}` as MessageKey;
  // The figures above already show these; the game's own facts add the rest.
  const shown = new Set(['rtp', 'max win', 'volatility', 'return to player']);
  const facts = game.facts.filter((fact) => !shown.has(fact.label.toLowerCase()));
  const body = h(
    'div',
    { class: 'info' },
    h(
      'div',
      { class: 'stats' },
      stat(t('rtp'), fmt.percent(game.rtp)),
      stat(t('maxWin'), fmt.multiplier(game.max_win_multiplier)),
      stat(t('volatility'), t(volatilityKey)),
    ),
    facts.length
      ? h(
          'dl',
          { class: 'facts' },
          ...facts.flatMap((fact) => [h('dt', {}, fact.label), h('dd', {}, fact.value)]),
        )
      : null,
    options.section,
    h(
      'p',
      { class: 'math-link' },
      externalLink(new URL(options.mathUrl, location.href).href, t('mathDocument')),
    ),
    h(
      'p',
      { class: 'fine-print' },
      t('infoFinePrint', { rtp: fmt.percent(game.rtp), max: fmt.multiplier(game.max_win_multiplier) }),
    ),
  );
  openPanel(game.name, body, t);
}

/** The player's last rounds, each with a link to its verification. */
export function openHistoryPanel(options: { api: StudioApi; t: Translate; fmt: Formatter }): void {
  const { api, t, fmt } = options;
  const body = h('div', { class: 'history' }, h('p', { class: 'muted', role: 'status' }, t('loading')));
  openPanel(t('historyTitle'), body, t);
  api.history(20).then(
    (items) => body.replaceChildren(historyTable(items, t, fmt)),
    (error: unknown) =>
      body.replaceChildren(h('p', { class: 'error-text', role: 'alert' }, errorMessage(error, t))),
  );
}

function historyTable(items: HistoryItem[], t: Translate, fmt: Formatter): HTMLElement {
  if (items.length === 0) return h('p', { class: 'muted' }, t('historyEmpty'));
  const rows = items.map((item) =>
    h(
      'tr',
      { class: item.win > 0 ? 'is-win' : '' },
      h(
        'td',
        { class: 'history-time' },
        fmt.time(item.created_at),
        h('span', { class: 'history-nonce' }, `#${item.nonce}`),
      ),
      h(
        'td',
        { class: 'num' },
        // A free round's stake was the bonus's, not the player's.
        item.free_round ? h('span', { class: 'history-free' }, t('freeRoundTag')) : null,
        fmt.money(item.stake),
      ),
      h('td', { class: 'num history-win' }, item.finished ? fmt.money(item.win) : t('inPlay')),
      h(
        'td',
        { class: 'history-verify' },
        externalLink(new URL(item.verify_url, location.href).href, t('verify')),
      ),
    ),
  );
  return h(
    'table',
    { class: 'history-table' },
    h('caption', { class: 'sr-only' }, t('historyTitle')),
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        h('th', { scope: 'col' }, t('colTime')),
        h('th', { scope: 'col', class: 'num' }, t('colStake')),
        h('th', { scope: 'col', class: 'num' }, t('colWin')),
        h('th', { scope: 'col' }, h('span', { class: 'sr-only' }, t('verify'))),
      ),
    ),
    h('tbody', {}, ...rows),
  );
}

interface FairState {
  readonly fair: FairView;
  readonly locked: boolean;
  update(next: FairView): void;
  /** Calls back when the lock or the seeds change; answers the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** Seeds: the committed server seed hash, the editable client seed, the nonce and rotation. */
export function openFairnessPanel(options: {
  api: StudioApi;
  t: Translate;
  fmt: Formatter;
  state: FairState;
  game: string;
}): void {
  const { api, t, fmt, state } = options;
  const hash = h('code', { class: 'seed' });
  const nonce = h('span', { class: 'stat-value' });
  const inputId = 'client-seed-input';
  const input = h('input', {
    id: inputId,
    class: 'text-input',
    type: 'text',
    maxlength: 64,
    autocomplete: 'off',
    spellcheck: 'false',
  });
  const status = h('p', { class: 'form-status', role: 'status' });
  const save = h('button', { type: 'submit', class: 'btn' }, t('save'));
  const rotate = h('button', { type: 'button', class: 'btn btn-gold' }, t('rotate'));
  const revealed = h('div', { class: 'revealed', hidden: true });

  const render = (): void => {
    hash.textContent = state.fair.server_seed_hash;
    nonce.textContent = fmt.integer(state.fair.nonce);
    // What the player is typing stays while the panel follows the game.
    if (document.activeElement !== input) input.value = state.fair.client_seed;
    save.disabled = state.locked;
    rotate.disabled = state.locked;
    input.disabled = state.locked;
    if (state.locked) status.textContent = t('fairLocked');
    else if (status.textContent === t('fairLocked')) status.textContent = '';
  };

  const form = h(
    'form',
    { class: 'seed-form' },
    h('label', { for: inputId, class: 'field-label' }, t('clientSeed')),
    h('div', { class: 'seed-row' }, input, save),
    status,
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const value = input.value.trim();
    if (!value) {
      status.textContent = t('clientSeedEmpty');
      return;
    }
    save.disabled = true;
    api.setClientSeed(value).then(
      (next) => {
        state.update(next);
        render();
        status.textContent = t('clientSeedSaved');
      },
      (error: unknown) => {
        render();
        status.textContent = errorMessage(error, t);
      },
    );
  });

  rotate.addEventListener('click', () => {
    rotate.disabled = true;
    api.rotateSeed().then(
      (rotation) => {
        state.update(rotation.fair);
        render();
        const verifyHref = api.verifyUrl({
          server_seed: rotation.revealed_server_seed,
          client_seed: input.value,
          nonce: Math.max(0, rotation.rounds - 1),
          game: options.game,
        });
        revealed.replaceChildren(
          h('h3', { class: 'panel-subtitle' }, t('revealedTitle')),
          h('span', { class: 'field-label' }, t('revealedSeed')),
          h('code', { class: 'seed seed-revealed' }, rotation.revealed_server_seed),
          h('span', { class: 'field-label' }, t('revealedHash')),
          h('code', { class: 'seed' }, rotation.revealed_server_seed_hash),
          h('p', { class: 'muted' }, t('roundsPlayed', { count: fmt.integer(rotation.rounds) })),
          h(
            'p',
            {},
            rotation.rounds > 0
              ? externalLink(new URL(verifyHref, location.href).href, t('verifyRevealed'))
              : null,
          ),
        );
        revealed.hidden = false;
        status.textContent = t('rotated');
      },
      (error: unknown) => {
        render();
        status.textContent = errorMessage(error, t);
      },
    );
  });

  const body = h(
    'div',
    { class: 'fairness' },
    h('p', { class: 'muted' }, t('fairIntro')),
    h('span', { class: 'field-label' }, t('serverSeedHash')),
    hash,
    h('div', { class: 'stat inline-stat' }, h('span', { class: 'stat-label' }, t('nextNonce')), nonce),
    form,
    h('div', { class: 'rotate-row' }, rotate, h('p', { class: 'muted small' }, t('rotateHint'))),
    revealed,
    h('p', {}, externalLink(new URL(api.verifyUrl(), location.href).href, t('openVerifier'))),
  );
  render();
  // A panel opened while a round plays unlocks when the round ends, without reopening it.
  const unsubscribe = state.subscribe(render);
  openPanel(t('fairTitle'), body, t).addEventListener('close', unsubscribe);
}
