import './styles/base.css';
import './styles/chrome.css';
import { createApi, gameFromPath, studioBase } from './api';
import { errorMessage } from './chrome/errors';
import { mountShell } from './chrome/shell';
import { Sound } from './chrome/sound';
import { h } from './dom';
import { createFormatter } from './format';
import { loadGame } from './games';
import { pickLanguage, translator } from './i18n/i18n';

const root = document.getElementById('app') ?? document.body;

/** Loads the session and the game, then hands the page to the game. */
async function boot(): Promise<void> {
  const params = new URLSearchParams(location.search);
  const sessionId = params.get('session') ?? '';
  const base = studioBase(location.pathname);
  let t = translator(pickLanguage(params.get('lang'), navigator.language));
  document.documentElement.lang = pickLanguage(params.get('lang'), navigator.language);

  if (!sessionId) {
    showFatal(t('errNoSession'), null);
    return;
  }
  const api = createApi(base, sessionId);
  try {
    const session = await api.session();
    const language = pickLanguage(params.get('lang'), session.language);
    document.documentElement.lang = language;
    t = translator(language);
    const requested = gameFromPath(location.pathname);
    if (requested && requested !== session.game.id) {
      // The session decides what is played; the path is only a readable hint.
      history.replaceState(
        null,
        '',
        location.pathname.replace(/\/play\/[^/]*$/, `/play/${session.game.id}`) + location.search,
      );
    }
    document.title = `${session.game.name} · Royal Originals`;
    const game = await loadGame(session.game);
    if (!game) {
      showFatal(t('errUnknownGame'), null);
      return;
    }
    mountShell({
      root,
      session,
      api,
      t,
      fmt: createFormatter(language, session.currency),
      sound: new Sound(),
      theme: game.theme,
      factory: game.factory,
    });
  } catch (error) {
    showFatal(
      errorMessage(error, t),
      () => {
        root.replaceChildren(
          h('div', { class: 'boot', role: 'status' }, h('span', { class: 'boot-text' }, t('loading'))),
        );
        void boot();
      },
      t('retry'),
    );
  }
}

function showFatal(message: string, retry: (() => void) | null, retryLabel = 'Retry'): void {
  root.className = 'app';
  root.replaceChildren(
    h(
      'div',
      { class: 'fatal', role: 'alert' },
      h('div', { class: 'boot-crown', 'aria-hidden': 'true' }),
      h('p', { class: 'fatal-text' }, message),
      retry ? h('button', { type: 'button', class: 'btn btn-gold', onClick: retry }, retryLabel) : null,
    ),
  );
}

void boot();
